"""The worker's tripwires (hookkata.grading.tripwire) on a module of their own: every
reference to a delegate leads through them, the delegate still works, and only a call from
code that is not the workbook's is noted."""

from __future__ import annotations

import sys
import types

import pytest

from hookkata.grading import tripwire

_SOURCE = """
def plain(a, b=2, *, c=3):
    return a + b + c

def with_a_closure():
    seen = []
    def kept(x):
        seen.append(x)
        return len(seen)
    return kept

counted = with_a_closure()

class Base:
    def __init__(self, n):
        self.n = n

class Rule(Base):
    def __init__(self, n):
        super().__init__(n * 10)

    def __call__(self, x):
        return self.n + x

    def __repr__(self):
        return "Rule"
"""


@pytest.fixture
def delegates(monkeypatch):
    module = types.ModuleType("tripwire_sample")
    exec(compile(_SOURCE, "/srv/sample/tripwire_sample.py", "exec"), module.__dict__)
    monkeypatch.setitem(sys.modules, "tripwire_sample", module)
    monkeypatch.setattr(tripwire, "TRIPPED", [])
    kept = {"plain": module.plain, "counted": module.counted}  # references taken before
    return module, kept


def test_a_function_keeps_working_and_a_kept_reference_trips(delegates):
    _module, kept = delegates
    tripwire.lay(["tripwire_sample.plain"])
    assert kept["plain"](1) == 6
    assert kept["plain"](1, 1, c=1) == 3
    assert tripwire.TRIPPED == ["tripwire_sample.plain"]


def test_a_function_with_a_closure_keeps_its_cells(delegates):
    _module, kept = delegates
    tripwire.lay(["tripwire_sample.counted"])
    assert [kept["counted"]("a"), kept["counted"]("b")] == [1, 2]
    assert tripwire.TRIPPED == ["tripwire_sample.counted"]


def test_a_class_trips_when_made_or_called_but_not_when_shown(delegates):
    module, _kept = delegates
    rule = module.Rule(1)  # made before: calling it still trips
    tripwire.lay(["tripwire_sample.Rule"])
    assert repr(rule) == "Rule"
    assert tripwire.TRIPPED == []
    assert rule(5) == 15
    assert module.Rule(2)(0) == 20
    assert tripwire.TRIPPED == ["tripwire_sample.Rule"]


def test_a_call_from_the_workbook_s_own_code_trips_nothing(delegates, monkeypatch):
    _module, kept = delegates
    tripwire.lay(["tripwire_sample.plain"])
    caller = types.FunctionType(
        compile("lambda f: f(1)", tripwire.__file__, "eval"), {}
    )()  # code whose file is one of hookkata's
    assert caller(kept["plain"]) == 6
    assert tripwire.TRIPPED == []


def test_laying_twice_and_unknown_names_change_nothing(delegates):
    _module, kept = delegates
    tripwire.lay(["tripwire_sample.plain", "tripwire_sample.missing", "no_such_module.x"])
    tripwire.lay(["tripwire_sample.plain"])
    assert kept["plain"](0) == 5
    assert tripwire.TRIPPED == ["tripwire_sample.plain"]
