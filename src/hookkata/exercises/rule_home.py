"""Exercise 2: where a rule lives, from what it reads and whether it must prevent."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from hypothesis import strategies as st

from ..exercise import Exercise, Property
from ..probe import Mismatch, call_answer, expect_raises, shown

NAME = "rule_home"
FACTS = ("arguments", "user", "tier", "time", "session", "outcome")
"""What a check may need to read: the model's arguments, trusted session facts, or the
outcome of the call (which exists only after the tool ran)."""


def reference(reads: Iterable[str], must_prevent: bool) -> str:
    """``"tool"``, ``"PreToolUse"`` or ``"PostToolUse"``."""
    needed = set(reads)
    unknown = needed - set(FACTS)
    if unknown:
        raise ValueError(f"unknown facts {sorted(unknown)}; a rule can read {FACTS}.")
    if not must_prevent:
        return "PostToolUse"  # observation: a record of what happened, after it happened
    if "outcome" in needed:
        raise ValueError("a rule that needs the outcome runs too late to prevent the call.")
    if needed <= {"arguments"}:
        return "tool"  # capability: are the arguments consistent with each other?
    return "PreToolUse"  # authorization and policy: need trusted context, before the act


ARTICLE_RULES = (
    ("Rule A: a case file needs evidence", {"arguments"}, True, "tool"),
    ("Rule B: free tier cannot open cases", {"arguments", "tier"}, True, "PreToolUse"),
    ("Rule C: no new cases 02:00-04:00", {"time"}, True, "PreToolUse"),
    ("Log every write", {"arguments", "outcome", "user", "session"}, False, "PostToolUse"),
    ("Only your own account", {"arguments", "user"}, True, "PreToolUse"),
)


def _places(answer: Callable[..., Any], example: tuple[frozenset[str], bool]) -> None:
    reads, must_prevent = example
    if must_prevent and "outcome" in reads:
        return  # the other property covers this
    expected = reference(reads, must_prevent)
    shown_call = f"{NAME}({_set_text(reads)}, {must_prevent})"
    got = call_answer(answer, set(reads), must_prevent, example=shown_call)
    if got != expected:
        raise Mismatch(shown_call, shown(got), repr(expected))


def _refuses_outcome(answer: Callable[..., Any], reads: frozenset[str]) -> None:
    needed = set(reads) | {"outcome"}
    expect_raises(answer, needed, True, example=f"{NAME}({_set_text(needed)}, True)")


def _set_text(facts: Iterable[str]) -> str:
    """A set as feedback shows it, in a stable order."""
    items = sorted(facts)
    return "{" + ", ".join(map(repr, items)) + "}" if items else "set()"


_fact_sets = st.frozensets(st.sampled_from(FACTS))

EXERCISE = Exercise(
    number=2,
    id="rule-home",
    title="2 · Where a rule lives",
    notebook="02-Three-Hook-Points-Four-Kinds-Of-Check.ipynb",
    name=NAME,
    params=("reads", "must_prevent"),
    spec=(
        'Return "tool", "PreToolUse" or "PostToolUse" for a rule that reads the facts in '
        "`reads` and must (or need not) prevent the call.\n"
        f"Facts: {', '.join(FACTS)}. A rule that must prevent but needs the outcome is "
        "impossible: raise ValueError."
    ),
    reference=reference,
    properties=(
        Property(
            "the article's rules land where it puts them (A in the tool, B and C in "
            "PreToolUse, logging in PostToolUse), and so does any other rule",
            _places,
            st.tuples(_fact_sets, st.booleans()),
            fixed=tuple((frozenset(reads), prevent) for _, reads, prevent, _ in ARTICLE_RULES),
            hint=(
                "Ask two questions: must it stop the call (else it only records: Post)? "
                "Does it need anything but the arguments (trusted facts: Pre; none: the tool)?"
            ),
        ),
        Property(
            "a rule that must prevent the call but needs its outcome raises ValueError",
            _refuses_outcome,
            _fact_sets,
            fixed=(frozenset(),),
            hint="The outcome exists only after the tool ran: nothing can be prevented then.",
        ),
    ),
    hint="What each layer can see decides where a check can live.",
)
