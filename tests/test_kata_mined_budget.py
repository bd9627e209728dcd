"""The examples built from the values an answer names stay cheap: at most eight per value,
none twice, and a number too large for a count is not tried as one."""

from __future__ import annotations

from collections import Counter

import pytest

from hookkata import exercise
from hookkata.grading.mining import Mined

BUDGETED = ("save-before-replace", "pre-chain", "observers")
"""The exercises whose builders this file holds to the budget."""

PER_VALUE = 8

VALUES = Mined(("search_faq", "x" * 200, "user_id", "id", "\x00"), (0, 1, 10, 2.5, 10**9))


def _seen(example: object) -> str:
    """An example as text, every field of it (a repr may leave the hooks' actions out)."""
    return repr((example, getattr(example, "actions", None), getattr(example, "kinds", None)))


@pytest.mark.parametrize("key", BUDGETED)
def test_each_value_gives_at_most_eight_examples_none_twice(key):
    chosen = exercise(key)
    built = [(v, _seen(e)) for p in chosen.properties if p.mined for v, e in p.mined(VALUES)]
    per_value = Counter(repr(value) for value, _ in built)
    assert max(per_value.values()) <= PER_VALUE, per_value
    assert len(set(built)) == len(built), [b for b, n in Counter(built).items() if n > 1]


@pytest.mark.parametrize("key", BUDGETED)
def test_a_count_past_the_bound_or_not_whole_is_no_count(key):
    """10**9 and 2.5 are tried as values, never as that many calls, hooks or guards."""
    chosen = exercise(key)
    for prop in chosen.properties:
        for _, example in prop.mined(Mined((), (10**9, 2.5))) if prop.mined else ():
            assert len(repr(example)) < 5_000, (prop.id, repr(example)[:200])


@pytest.mark.parametrize("key", BUDGETED)
def test_every_value_is_tried_somewhere(key):
    chosen = exercise(key)
    alone = [Mined((text,)) for text in VALUES.texts] + [Mined((), (n,)) for n in VALUES.numbers]
    for named in alone:
        assert [e for p in chosen.properties if p.mined for _, e in p.mined(named)], named
