"""Exercise 2: where a rule lives, from what it reads and whether it must prevent."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from itertools import combinations
from typing import Any

from hookkata.grading.exercise import Clause, Exercise, Property
from hookkata.grading.places import SAID_WHERE
from hookkata.grading.probe import (
    AnswerCrashed,
    Mismatch,
    call_answer,
    call_fresh,
    call_keeping_arguments,
    call_seeing_inputs,
    shown,
)

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


_HINTS = {
    ("PreToolUse", "PostToolUse"): (
        "A rule that only records belongs after the call: in PreToolUse it records an "
        "intention, and a later hook may still deny the call or the tool may fail."
    ),
    ("tool", "PreToolUse"): (
        "The tool sees only the arguments; the user, tier, time and session are trusted "
        "context that only a hook is given. A rule that reads any of them is PreToolUse."
    ),
    ("PreToolUse", "tool"): (
        "A rule that must prevent the call and reads nothing but the arguments can live in "
        "the tool itself: it compares the arguments with each other."
    ),
}


def _places(answer: Callable[..., Any], example: tuple[frozenset[str], bool] | str) -> None:
    if isinstance(example, str):  # OPENING_ROW
        _left_after_later_calls(answer)
        return
    reads, must_prevent = example
    if must_prevent and "outcome" in reads:
        return  # the other property covers this
    expected = reference(reads, must_prevent)  # before the answer runs, from a copy
    shown_call = f"{NAME}({_set_text(reads)}, {must_prevent})"
    try:
        got, after = call_seeing_inputs(answer, set(reads), must_prevent, example=shown_call)
    except AnswerCrashed as crash:
        if isinstance(crash.error, ValueError):
            raise Mismatch(
                shown_call,
                f"raised {crash.one_line}",
                repr(expected),
                "Only a rule that must prevent the call and needs its outcome is impossible; "
                "a rule that records the outcome is what PostToolUse is for.",
            ) from None
        raise
    if type(got) is not str:
        raise Mismatch(
            shown_call,
            f"{shown(got)} (a {type(got).__name__})",
            f"{expected!r}, a plain str",
            "Return one of the strings 'tool', 'PreToolUse' or 'PostToolUse' itself.",
        )
    if expected != got:
        raise Mismatch(shown_call, shown(got), repr(expected), _HINTS.get((got, expected), ""))
    if after[0] != set(reads):
        raise Mismatch(
            shown_call,
            f"{shown(got)}, and reads became {_set_text(after[0])}",
            f"{expected!r}, with reads left as {_set_text(reads)}",
            _LEFT_AS_IT_ARRIVED,
        )


_ROW: tuple[tuple[frozenset[str], bool], ...] = (
    (frozenset({"arguments", "user", "tier"}), True),
    (frozenset({"user"}), False),
    (frozenset(), True),
    (frozenset({"session"}), True),
    (frozenset({"arguments", "outcome"}), False),
    (frozenset({"arguments"}), True),
)
"""The rules of :data:`OPENING_ROW`, each on a set of its own: each place twice."""
OPENING_ROW = (
    "the grade's first calls, in a row: each place asked twice, every set looked at after "
    "the whole row"
)
"""The first example the answer's process gets: a call that changes a set an earlier call
kept a reference to shows in that set (an alias of the last caller's set, cleared by the
next call; a table of the first set seen per place, widened by later calls, which only the
first calls of a process fill)."""


def _left_after_later_calls(answer: Callable[..., Any]) -> None:
    """Every set of the row is still as it arrived once the whole row was made: the answer
    kept no reference to it that a later call changed. Only the sets are judged (each
    call's place is the other examples'), so each call may return or raise."""
    _left_in_a_row(answer, _ROW, first_calls=True)


def _left_in_a_row(
    answer: Callable[..., Any],
    row: Sequence[tuple[frozenset[str], bool]],
    *,
    first_calls: bool = False,
) -> None:
    """Every set of ``row`` is as it arrived once the whole row was made (a call that
    raises is no end of it). A set its own call changed is that mistake, told as such
    (asked alone, the call changes it too); one a later call changed, a kept reference."""
    example = ", then ".join(f"{NAME}({_set_text(r)}, {p})" for r, p in row)
    calls = [[set(r), p] for r, p in row]
    _, arguments = call_keeping_arguments(answer, calls, example=example, tried=True)
    for (asked, prevent), (left, _) in zip(row, arguments, strict=True):
        if left != set(asked):
            alone = _changed_alone(answer, asked, prevent)
            raise Mismatch(
                f"{example}; then the caller looked at each set again",
                f"the set {_set_text(asked)} became {_set_text(left)}",
                "every set left as it arrived, after the later calls too",
                _LEFT_AS_IT_ARRIVED if alone else _KEEP_NO_REFERENCE,
                stands=first_calls,  # right when asked again: only the first calls are kept
            )


def _changed_alone(answer: Callable[..., Any], reads: frozenset[str], prevent: bool) -> bool:
    """Whether the call of ``reads`` alone leaves the caller's set changed."""
    example = f"{NAME}({_set_text(reads)}, {prevent})"
    after: list[Any] | None
    try:
        _, after = call_seeing_inputs(answer, set(reads), prevent, example=example)
    except AnswerCrashed as crash:
        after = crash.after
    return after is not None and len(after) > 0 and after[0] != set(reads)


_KEEP_NO_REFERENCE = (
    "The caller still holds reads after the call is over: keep no reference to it (a "
    "module-level alias of the last set, cleared or changed by the next call). Keep a "
    "copy if you must keep anything."
)


_LEFT_AS_IT_ARRIVED = (
    "Leave reads as it arrived: the caller still holds that set. Work on a copy "
    "(set(reads) - {'arguments'}), or use an operator that makes a new set."
)
_LEFT_BY_THE_ERROR = (
    "The caller still holds reads after the ValueError too: change nothing on the way to "
    "the error (look at a copy, or raise before touching the set)."
)


def _refuses_outcome(answer: Callable[..., Any], reads: frozenset[str]) -> None:
    needed = frozenset(reads | {"outcome"})
    example = f"{NAME}({_set_text(needed)}, True)"
    try:
        got, _ = call_seeing_inputs(answer, set(needed), True, example=example)
    except AnswerCrashed as crash:
        if not isinstance(crash.error, ValueError):
            raise Mismatch(
                example, f"raised {crash.one_line}", "raises ValueError", _WRONG_ERROR
            ) from None
        if crash.after is not None and crash.after[0] != set(needed):
            raise Mismatch(
                example,
                f"raised {crash.one_line}, and reads became {_set_text(crash.after[0])}",
                f"raises ValueError, with reads left as {_set_text(needed)}",
                _LEFT_BY_THE_ERROR,
            ) from None
        _refused_in_a_run(answer, needed, example)
        _answered_as_ever_after(answer, f"{example} raised {_RUN} times in a row")
        _refused_right_after_a_place(answer, reads)
        _left_in_a_row(answer, ((needed, True), *_AFTER_A_RAISE_ROW))
        return
    # A place returned: the rule was thought possible.
    raise Mismatch(example, shown(got), "raises ValueError", _IMPOSSIBLE)


_RUN = 5
"""How many times in a row an impossible rule is asked: a habit that counts failures (a
circuit breaker opening after three) shows within it, and in the calls after it."""


def _refused_in_a_run(answer: Callable[..., Any], needed: frozenset[str], first: str) -> None:
    """The impossible rule asked again, ``_RUN`` times in all: each time a ``ValueError``,
    whatever came before (no breaker that opens after a run of them)."""
    for time in range(2, _RUN + 1):
        example = f"{first}, asked {time} times in a row"
        try:
            got = call_answer(answer, set(needed), True, example=example)
        except AnswerCrashed as crash:
            if isinstance(crash.error, ValueError):
                continue
            raise Mismatch(
                example, f"raised {crash.one_line}", "raises ValueError", _A_RUN_LEAVES_NOTHING
            ) from None
        raise Mismatch(example, shown(got), "raises ValueError", _A_RUN_LEAVES_NOTHING)


_A_RUN_LEAVES_NOTHING = (
    "However many impossible rules came before, each call is answered from its own "
    "arguments: no count of failures and no circuit breaker that opens after a run of "
    "ValueErrors (a place asked for next is still that rule's place)."
)


_AFTER_A_RAISE_ROW: tuple[tuple[frozenset[str], bool], ...] = (
    (frozenset({"arguments"}), True),
    (frozenset({"user"}), False),
)
"""Asked in a row after an impossible rule: its set, looked at after them, shows a
reference the answer kept to it (a refused rule's set "tidied away" by the next call)."""

_AFTER_A_RAISE: tuple[frozenset[str], ...] = (
    frozenset({"arguments"}),
    frozenset({"user"}),
    frozenset(),
)
"""Rules that must prevent, asked right after one that raised: each gets its own place."""


def _answered_as_ever_after(answer: Callable[..., Any], raised: str) -> None:
    """The calls after one that raised are answered as ever: nothing of it was left behind
    (a scratch set filled before the raise, a flag set on the way)."""
    for reads in _AFTER_A_RAISE:
        example = f"{NAME}({_set_text(reads)}, True), right after {raised} raised"
        expected = reference(reads, True)
        try:
            got = call_answer(answer, set(reads), True, example=example)
        except AnswerCrashed as crash:
            raise Mismatch(
                example, f"raised {crash.one_line}", repr(expected), _after_a_run_hint(crash)
            ) from None
        if got != expected:
            raise Mismatch(example, shown(got), repr(expected), _NOTHING_LEFT_BEHIND)


def _after_a_run_hint(crash: AnswerCrashed) -> str:
    """A raise for a possible rule after a run of impossible ones: a breaker's (any error
    but ValueError), or state a raise left behind."""
    return _NOTHING_LEFT_BEHIND if isinstance(crash.error, ValueError) else _A_RUN_LEAVES_NOTHING


def _refused_right_after_a_place(answer: Callable[..., Any], reads: frozenset[str]) -> None:
    """``reads`` with True (a place), then ``reads`` plus the outcome with True, each a new
    set once the last was freed: CPython gives the second set the first's address, so a
    memo keyed on ``id(reads)`` answers the impossible rule with the first one's place."""
    needed = reads | {"outcome"}
    example = (
        f"{NAME}({_set_text(reads)}, True), then {NAME}({_set_text(needed)}, True), each "
        "set new once the last was freed (a freed set's id is reused)"
    )
    try:
        places = call_fresh(answer, [[set(reads), True], [set(needed), True]], example=example)
    except AnswerCrashed as crash:
        if isinstance(crash.error, ValueError):
            return  # the second raised (a first that raised is the other property's)
        raise
    raise Mismatch(example, f"{shown(places[-1])} for the second", "raises ValueError", _BY_ID)


_BY_ID = (
    "Answer each call from the set it was given: no memo keyed on id(reads) (a freed "
    "set's id is reused by the next one, holding other facts)."
)
_NOTHING_LEFT_BEHIND = (
    "Each call is answered from its own arguments: keep no state between calls (no "
    "module-level set filled and cleared, which a raise leaves full)."
)


_IMPOSSIBLE = (
    "The outcome exists only after the tool ran: nothing can be prevented then, so no "
    "place fits this rule; refuse it with an exception instead of returning a place."
)
_WRONG_ERROR = (
    "Raise ValueError, the error for a value that makes no sense: the caller catches "
    "that kind, not another."
)


def _set_text(facts: Iterable[str]) -> str:
    """A set as feedback shows it, in a stable order."""
    items = sorted(facts)
    return "{" + ", ".join(map(repr, items)) + "}" if items else "set()"


# Every input there is (64 fact sets, twice), smallest first: the first failure is the
# smallest counterexample, and the quick profile sees exactly what CI sees.
EVERY_RULE = tuple(
    (frozenset(reads), must_prevent)
    for size in range(len(FACTS) + 1)
    for reads in combinations(FACTS, size)
    for must_prevent in (False, True)
)


def _rule(*reads: str, prevent: bool = True) -> tuple[frozenset[str], bool]:
    return (frozenset(reads), prevent)


PLACES_CASES = {
    "records only, reads nothing": _rule(prevent=False),
    "records only, reads the outcome": _rule("arguments", "outcome", prevent=False),
    "records only, reads trusted facts": _rule("user", "session", prevent=False),
    "prevents, reads nothing": _rule(),
    "prevents, reads only the arguments": _rule("arguments"),
    "prevents, arguments and the user": _rule("arguments", "user"),
    "prevents, arguments and the tier": _rule("arguments", "tier"),
    "prevents, the time alone": _rule("time"),
    "prevents, the session alone": _rule("session"),
    "prevents, every trusted fact": _rule("user", "tier", "time", "session"),
    "a set the answer might change": _rule("arguments", "user", "tier"),
    OPENING_ROW: OPENING_ROW,  # run first too, as the first fixed example
}
"""Named inputs of the enumeration (all of it runs as ``fixed``): the classes of the
clause table. A frozenset arrives as a fresh ``set`` on every call."""

OUTCOME_CASES = {
    "the outcome alone": frozenset(),
    "the outcome with the arguments": frozenset({"arguments"}),
    "the outcome with trusted facts": frozenset({"user", "time"}),
    "the outcome with the arguments and trusted facts (a set the answer might change "
    "before it raises)": frozenset({"arguments", "user", "tier"}),
}

CLAUSES = (
    Clause(
        "a rule that only records is PostToolUse, whatever it reads",
        "places",
        "all 64 fact sets with False, smallest first",
        (
            "records only, reads nothing",
            "records only, reads the outcome",
            "records only, reads trusted facts",
        ),
    ),
    Clause(
        "preventing, arguments only (or nothing): the tool",
        "places",
        "set(), {'arguments'} with True",
        ("prevents, reads nothing", "prevents, reads only the arguments"),
    ),
    Clause(
        "preventing, any trusted fact (user, tier, time, session): PreToolUse",
        "places",
        "every set with a trusted fact, True",
        (
            "prevents, arguments and the user",
            "prevents, arguments and the tier",
            "prevents, the time alone",
            "prevents, the session alone",
            "prevents, every trusted fact",
        ),
    ),
    Clause(
        "the article's rules A, B, C and the log",
        "places",
        "in the enumeration",
        (
            "prevents, reads only the arguments",
            "prevents, arguments and the tier",
            "prevents, the time alone",
            "records only, reads the outcome",
        ),
    ),
    Clause(
        "the answer is a plain str",
        "places",
        "type checked on every input",
        ("prevents, reads nothing", "records only, reads nothing"),
    ),
    Clause(
        "reads is left as it arrived (a fresh set each call; a change shows)",
        "places",
        "the set as the answer left it, compared after every call",
        ("a set the answer might change", "prevents, every trusted fact"),
    ),
    Clause(
        "reads is left as it arrived after later calls too: no reference kept (by a call that "
        "raised too, and by the first calls of a process)",
        "places",
        "the grade's first calls, a row of 7 (each place twice, an impossible rule among "
        "them), each set compared after the whole row",
        (OPENING_ROW,),
    ),
    Clause(
        "must prevent + needs the outcome: ValueError",
        "refuses-outcome",
        "all 64 fact sets plus 'outcome', True, smallest first",
        tuple(OUTCOME_CASES),
    ),
    Clause(
        "a call that raised leaves nothing behind: the next calls get their own places",
        "refuses-outcome",
        "after every raising input, in the same process: {'arguments'}, {'user'}, set() with True",
        tuple(OUTCOME_CASES),
    ),
    Clause(
        "a run of impossible rules is refused each time, and leaves nothing behind (no "
        "circuit breaker)",
        "refuses-outcome",
        f"after every raising input: asked again, {_RUN} times in a row, then {{'arguments'}}, "
        "{'user'}, set() with True",
        tuple(OUTCOME_CASES),
    ),
    Clause(
        "reads is left as it arrived by a call that raises too (checked after the error)",
        "refuses-outcome",
        "wide: the set as the raising answer left it, compared after every raising input",
        tuple(OUTCOME_CASES),
    ),
)

EXERCISE = Exercise(
    number=2,
    places="at once",
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
    returns=(
        'one of the plain `str`s `"tool"`, `"PreToolUse"`, `"PostToolUse"` (`reads` '
        "arrives as a `set`, `must_prevent` as a `bool`). A rule that need not prevent "
        'the call: `"PostToolUse"`, whatever it reads. A rule that must prevent it: '
        '`"tool"` when `reads` holds '
        'nothing but `"arguments"`, or nothing at all (an empty set); `"PreToolUse"` when'
        ' it holds `"user"`, `"tier"`, `"time"` or `"session"`; and it raises '
        '`ValueError` (any message) when it holds `"outcome"`, whatever else it holds. '
        "Leave `reads` as it arrived, and keep no reference to it that a later call could "
        "change (the grader looks at the set after each call, one that raises too, and "
        "after later calls; a reference kept and never changed is not graded). `reads` "
        "holds only the six facts, spelled as above: what a function does with any other "
        "string (raise, ignore) is not graded."
    )
    + SAID_WHERE["at once"],
    reference=reference,
    properties=(
        Property(
            "the article's rules land where it puts them (A in the tool, B and C in "
            "PreToolUse, logging in PostToolUse), and so does any other rule",
            _places,
            fixed=(OPENING_ROW, *EVERY_RULE),
            cases=PLACES_CASES,
            hint=(
                "Ask two questions: must it stop the call (else it only records: Post)? "
                "Does it need anything but the arguments (trusted facts: Pre; none: the tool)?"
            ),
            id="places",
        ),
        Property(
            "a rule that must prevent the call but needs its outcome raises ValueError",
            _refuses_outcome,
            fixed=tuple(reads for reads, must_prevent in EVERY_RULE if must_prevent),
            cases=OUTCOME_CASES,
            hint=(
                "The outcome exists only after the tool ran: nothing can be prevented then. "
                "Raise ValueError, the error for a value that makes no sense."
            ),
            id="refuses-outcome",
        ),
    ),
    hint="What each layer can see decides where a check can live.",
    clauses=CLAUSES,
)
