"""The hook contracts, and the names hooks are reported under."""

from __future__ import annotations

import functools

from toolhooks.examples.rules import SameUserOnly
from toolhooks.hook_types import hook_name


def named_hook(call: object) -> None:
    return None


def test_functions_are_named_by_their_qualified_name() -> None:
    """The audit trail's denied_by shows where the hook is defined."""
    assert hook_name(named_hook) == "named_hook"
    assert hook_name(lambda call: None).endswith("<locals>.<lambda>")


def test_callable_objects_and_partials_are_named_by_their_class() -> None:
    """Rule objects carry their class name; partials their wrapper type."""
    assert hook_name(SameUserOnly()) == "SameUserOnly"
    assert hook_name(functools.partial(named_hook)) == "partial"
