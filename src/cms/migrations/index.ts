import * as migration_20261122_195957_initial from './20261122_195957_initial';

export const migrations = [
  {
    up: migration_20261122_195957_initial.up,
    down: migration_20261122_195957_initial.down,
    name: '20261122_195957_initial'
  },
];
