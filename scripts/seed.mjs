// Seeds the local D1 database with demo data (filled in by the accounts and workspace issues).
// Idempotent; refuses to run against anything but the local database.
console.log('Demo data: nothing to seed yet.');
