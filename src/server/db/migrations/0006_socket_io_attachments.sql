-- Used only with DATABASE_URL: @socket.io/postgres-adapter stores messages over NOTIFY's 8000-byte
-- limit here (the adapter's documented table). Harmless and empty on the embedded database.
CREATE TABLE IF NOT EXISTS "socket_io_attachments" (
	"id" bigserial UNIQUE,
	"created_at" timestamptz DEFAULT now(),
	"payload" bytea
);
