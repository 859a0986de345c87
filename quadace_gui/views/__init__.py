"""Widgets of the QuadAce window. Views show what the models hold and ask models to act."""
