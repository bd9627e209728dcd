"""Trusted-side memory growth (DAMAGING if unbounded; bounded): each reply holds 20,000 objects of never-seen class names, so a decoder that makes (and caches) one class per foreign type name grows without end.
A correct grader must not pass and its own memory must stay bounded (HOSTILE_FOREIGN_PER_CALL caps the count)."""
import itertools
import os

_PER_CALL = min(int(os.environ.get("HOSTILE_FOREIGN_PER_CALL", "20000")), 25000)
_counter = itertools.count()


def _fresh():
    n = next(_counter)
    return [type(f"F{n}_{i}", (), {"__repr__": lambda self: "f"})() for i in range(_PER_CALL)]


def synthetic_error_result(tool_use_id, deny):
    return {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True, "content": _fresh()}


def answer_turn(call_tool, content):
    return {"role": "user", "content": _fresh()}
