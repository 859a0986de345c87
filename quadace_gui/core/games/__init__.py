"""Games and rule axes: the graph protocol, multiset numbering, the operation and goal registries,
the QuadAce graph and the named presets."""
