import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Lets two builds of the same tree (e.g. a benchmark beside a test run) keep separate outputs.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
};

export default nextConfig;
