"""QuadAce: solve and teach the finger game 一加一碰手."""

__version__ = "0.1.0"
