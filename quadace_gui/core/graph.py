"""Compatibility name: the two-hand ``PairGraph`` is now the general :class:`QuadAceGraph`."""

from __future__ import annotations

from .games.quadace import QuadAceGraph

PairGraph = QuadAceGraph

__all__ = ["PairGraph", "QuadAceGraph"]
