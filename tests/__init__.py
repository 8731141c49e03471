"""The test suite: engine, store, session, window."""
