"""Checks the hook exercises share: did a PreToolUse hook allow, or deny with a good message?"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hookkata.grading.probe import (
    FreshRow,
    Mismatch,
    call_answer,
    right_when_asked_again,
    shown,
)
from toolhooks import Ask, Deny, ToolCall
from toolhooks.decisions import Allow

FALSY_ALLOW_HINT = (
    "Return None (or ALLOW) to allow. {got} is not a decision: a chain of `and`s such as "
    "`a and b and Deny(...)` returns False when a test fails; write an if and return None."
)
NOT_A_DECISION_HINT = (
    "Return a toolhooks Deny(reason, alternative) to deny, None (or ALLOW) to allow: what "
    "your code returned ({got}) is neither. A hook here is a Python function: no Ask, tuple, "
    "class, dict, exit code or JSON output of a command hook stands for a decision."
)


def _not_a_decision(decision: object, allowing: bool) -> bool:
    """Whether ``decision`` is no decision a PreToolUse hook may return, and no falsy value
    (:data:`FALSY_ALLOW_HINT` tells those): ``Ask``, a tuple, the class ``Allow``. Where the
    hook should have allowed (``allowing``), an ``Ask`` is a refusal of a kind, and the
    property's own hint says why it refused: it is not told here."""
    if decision is None or isinstance(decision, (Allow, Deny)):
        return False
    if allowing and isinstance(decision, Ask):
        return False
    try:
        return bool(decision)
    except Exception:  # a __bool__ that raises: no decision either
        return True


def no_decision_hint(decision: object, allowing: bool = False) -> str:
    """:data:`NOT_A_DECISION_HINT` for a return that is no decision (:func:`_not_a_decision`),
    else ``""``: the caller's own hint stands."""
    return (
        NOT_A_DECISION_HINT.format(got=shown(decision))
        if _not_a_decision(decision, allowing)
        else ""
    )


def allowing_hint(decision: object) -> str:
    """The hint for a hook that should have allowed and returned ``decision``, when the
    return itself names the mistake (no decision, or a falsy value); else ``""``."""
    said = no_decision_hint(decision, allowing=True)
    if not said and not decision and not isinstance(decision, Deny):
        said = FALSY_ALLOW_HINT.format(got=shown(decision))
    return said


NO_ALTERNATIVE_HINT = (
    "Deny(reason, alternative): give a non-blank alternative too, so the model knows what "
    "it can do instead."
)


def describe(call: ToolCall) -> str:
    """A call as feedback shows it: tool, input, whose session (with its attributes, when
    it has any: a counterexample may turn on them), when (UTC)."""
    attributes = call.context.attributes
    extra = f", attributes {dict(attributes)!r}" if attributes else ""
    return (
        f"{call.tool_name}({dict(call.input)!r}) in the session of {call.context.user_id!r} "
        f"({call.context.tier} tier{extra}) at {call.timestamp:%Y-%m-%d %H:%M:%S.%f} UTC"
    )


def run_hook(answer: Callable[..., Any], call: ToolCall) -> tuple[Any, str]:
    example = describe(call)
    return call_answer(answer, call, example=example), example


def memo_across_sessions_hint(read: str, kept: str) -> str:
    """The hint for a row of sessions whose later calls got an earlier call's answer:
    ``read`` is what each call's own context holds, ``kept`` what a memo handed on."""
    return (
        f"Read {read} from each call's own context: no memo across calls (one keyed on "
        f"id(call.context) gives a new session an old one's {kept}, since Python gives a new "
        "object the id of one freed)."
    )


def expect_each_in_a_row(
    answer: Callable[..., Any],
    row: FreshRow,
    make: Callable[[int], ToolCall],
    hint: str,
    *,
    denied: Callable[[ToolCall], bool] = lambda _call: False,
    show: Callable[[ToolCall], str] = describe,
    denials_only: bool = False,
) -> None:
    """Each call of ``row`` judged on its own: a Deny where ``denied(call)``, None or
    ALLOW elsewhere (with ``denials_only``, the denied calls alone are judged: the others
    are another property's). A verdict or a value kept across calls (a memo keyed on
    ``id(call.context)``, which CPython hands a new session once the old one is freed)
    shows as another call's; ``hint`` says so, from the second call on (the first met no
    memo), when the verdict is an earlier call's or the call asked alone gets its own:
    otherwise the mistake is another, and the difference speaks alone. A row comes last
    among its property's cases, so a plain mistake shows first, with its own hint."""
    calls, decisions = row.call(answer, make)
    for k, (call, decision) in enumerate(zip(calls, decisions, strict=True)):
        if denials_only and not denied(call):
            continue
        if not _right_in_a_row(decision, denied(call)):
            example = f"call {k + 1} of {row!r}: {show(call)}"
            wanted = "a Deny" if denied(call) else "None (allow)"
            stale = k > 0 and (
                any(decision == earlier for earlier in decisions[:k])
                or _right_alone(answer, call, denied(call))
            )
            raise Mismatch(example, shown(decision), wanted, hint if stale else "")
    _same_call_same_denial(row, [show(c) for c in calls], decisions)


SAME_CALL_SAME_DENIAL = (
    "What a call returns comes from its own arguments alone: the same call gets the same "
    "Deny every time (no random.choice, itertools.cycle or counter picking its words)."
)


def _same_call_same_denial(row: FreshRow, shown_calls: list[str], decisions: list[Any]) -> None:
    """Two calls of ``row`` that read the same (the same tool, input, session and time) got
    the same Deny: a reason or an alternative drawn at random, or in turn, differs."""
    first: dict[str, tuple[int, Any]] = {}
    for k, (said, decision) in enumerate(zip(shown_calls, decisions, strict=True)):
        if type(decision) is not Deny:
            continue
        earlier = first.setdefault(said, (k, decision))
        if earlier[1] != decision:
            raise Mismatch(
                f"calls {earlier[0] + 1} and {k + 1} of {row!r}, both {said}",
                f"{shown(earlier[1])}, then {shown(decision)}",
                "the same Deny for the same call",
                SAME_CALL_SAME_DENIAL,
            )


def _right_alone(answer: Callable[..., Any], call: ToolCall, denied: bool) -> bool:
    """Whether ``call``, asked alone, gets its own verdict (a crash or a hang says no)."""
    return right_when_asked_again(lambda: _right_in_a_row(run_hook(answer, call)[0], denied))


def _right_in_a_row(decision: object, denied: bool) -> bool:
    if denied:
        return type(decision) is Deny
    return decision is None or type(decision) is Allow


def expect_allowed(answer: Callable[..., Any], call: ToolCall, hint: str = "") -> None:
    """The hook must allow: return ``None`` or ``ALLOW`` (an ``Allow``), nothing else."""
    decision, example = run_hook(answer, call)
    if decision is None or type(decision) is Allow:
        return
    raise Mismatch(example, shown(decision), "None (allow)", allowing_hint(decision) or hint)


def expect_denied(answer: Callable[..., Any], call: ToolCall, hint: str = "") -> None:
    """The hook must deny, with a reason and an alternative the model can act on.

    ``hint`` replaces the property's hint when the hook did not deny at all.
    """
    decision, example = run_hook(answer, call)
    hint = no_decision_hint(decision) or hint
    if type(decision) is not Deny:
        raise Mismatch(example, shown(decision), "Deny(reason, alternative)", hint)
    if not (decision.alternative or "").strip():
        raise Mismatch(
            example,
            f"alternative: {decision.alternative!r}",
            "a Deny with an alternative too: 'Denied' gives the model nothing to do next",
            NO_ALTERNATIVE_HINT,
        )


def denied_despite_claims(
    answer: Callable[..., Any],
    call: ToolCall,
    claims: frozenset[str],
    *,
    fooled: str,
    missed: str,
) -> None:
    """``expect_denied``, and when the hook allowed, a hint that says why.

    The same call without the input's identity claims (``claims``: their keys) tells the
    two mistakes apart: denied without them, the hook believed a claim (``fooled``);
    allowed without them too, it compares the wrong thing (``missed``).
    """
    try:
        expect_denied(answer, call)
    except Mismatch as mismatch:
        if mismatch.hint:  # denied, but without an alternative; or no decision at all
            raise
        plain = call.with_input({k: v for k, v in call.input.items() if k not in claims})
        believed = plain.input != call.input and denies(answer, plain)
        mismatch.hint = fooled if believed else missed
        raise


def denies(answer: Callable[..., Any], call: ToolCall) -> bool:
    """Whether the hook denies ``call`` (a crash counts as no): a probe that tells two
    mistakes apart."""
    try:
        return type(call_answer(answer, call, example=describe(call))) is Deny
    except Exception:
        return False
