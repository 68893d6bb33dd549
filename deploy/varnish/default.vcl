vcl 4.1;

# A shared cache in front of the site (README, "A cache in front"). It keeps what the app says a
# shared cache may keep (`Cache-Control: public, s-maxage=…`) and nothing else, and forgets pages
# when the app says a save changed them (CACHE_PURGE_URLS: a BAN naming the pages).

import std;

# The app, or the load balancer in front of its instances. Change the address to yours.
backend app {
    .host = "127.0.0.1";
    .port = "3000";
    .connect_timeout = 5s;
    .first_byte_timeout = 60s;
}

# Who may forget pages: the app's instances. Add their addresses when they run elsewhere.
acl forgetters {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "BAN") {
        if (client.ip !~ forgetters) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.X-Forget-Pattern) {
            return (synth(400, "X-Forget-Pattern is missing"));
        }
        if (!std.ban("obj.http.X-Page-Path ~ " + req.http.X-Forget-Pattern)) {
            return (synth(400, std.ban_error()));
        }
        return (synth(200, "Forgotten"));
    }
    # Form posts, actions, sign-ins: always the app's own answer.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # The admin and the API answer per person (the public photos say so in their own headers too).
    if (req.url ~ "^/(admin|api)(/|\?|$)") {
        return (pass);
    }
    # Someone signed in (staff, a homeowner on the project page, the admin's preview) sees pages
    # made for them: never kept, never answered from what another visitor was sent.
    if (req.http.Authorization ||
        req.http.Cookie ~ "(^|;\s*)(payload-token|portal_session|__prerender_bypass)=") {
        return (pass);
    }
    # No public page reads any other cookie: without them every visitor shares one copy.
    unset req.http.Cookie;
    return (hash);
}

sub vcl_backend_response {
    # The page's address without its query, which a BAN names (`/faq` covers `/faq?_rsc=…`).
    set beresp.http.X-Page-Path = regsub(bereq.url, "\?.*$", "");
    # The rest is Varnish's own rule: nothing with Set-Cookie, `private`, `no-store` or
    # `no-cache` is kept, and a kept page lives as long as its `s-maxage`.
}

sub vcl_deliver {
    unset resp.http.X-Page-Path;
    if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
}
