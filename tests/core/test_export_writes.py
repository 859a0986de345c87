"""Exports are written like game saves (issue 23, item 7): atomically, and a planted symlink is
replaced, never written through."""

from __future__ import annotations

import os

from quadace_gui.core.files import write_atomic


def test_an_export_replaces_a_symlink_instead_of_writing_its_target(tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    link = tmp_path / "level-03.png"
    link.symlink_to(victim)
    write_atomic(link, b"picture", follow=False)
    assert victim.read_text() == "precious"
    assert not link.is_symlink() and link.read_bytes() == b"picture"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["level-03.png", "victim.txt"]


def test_a_failed_export_leaves_the_earlier_file_whole(tmp_path, monkeypatch):
    target = tmp_path / "slide.png"
    target.write_bytes(b"old picture")

    def full_disk(fd, data):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "write", full_disk)
    try:
        write_atomic(target, b"new picture" * 1000, follow=False)
    except OSError as exc:
        assert exc.errno == 28
    monkeypatch.undo()
    assert target.read_bytes() == b"old picture"
    assert [p.name for p in tmp_path.iterdir()] == ["slide.png"]


def test_saves_still_write_through_a_link(tmp_path):
    real = tmp_path / "real.json"
    real.write_text("{}")
    link = tmp_path / "game.json"
    link.symlink_to(real)
    write_atomic(link, b"[]")
    assert link.is_symlink() and real.read_bytes() == b"[]"
