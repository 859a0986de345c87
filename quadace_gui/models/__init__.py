"""Qt models: QObjects that hold the solved table and the game, and emit signals when they change."""
