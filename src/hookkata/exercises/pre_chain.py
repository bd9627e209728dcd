"""Exercise 9: the PreToolUse chain runner."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from hypothesis import strategies as st

from toolhooks import ALLOW, Deny, Rewrite, ToolCall
from toolhooks.chain import run_pre_chain
from toolhooks.errors import PreHookError
from toolhooks.matchers import compile_matcher
from toolhooks.registry import RegisteredHook
from toolhooks.testing import make_call

from ..exercise import Exercise, Property
from ..probe import AnswerCrashed, Mismatch, call_answer, shown

NAME = "run_chain"
Action = Literal["allow", "none", "deny", "rewrite", "raise"]


def reference(hooks: Sequence[Callable[[ToolCall], Any]], call: ToolCall) -> ToolCall | Deny:
    """Run ``hooks`` in order; the first Deny, or the call as finally rewritten."""
    every_tool = compile_matcher(None)
    entries = [RegisteredHook(hook, f"hook {i}", every_tool) for i, hook in enumerate(hooks)]
    try:
        verdict = run_pre_chain(entries, call)
    except PreHookError as exc:
        raise exc.__cause__ or exc from None
    return verdict.denial.deny if verdict.denial is not None else verdict.call


class HookFailed(Exception):
    """What a generated ``raise`` hook raises."""


@dataclass
class _Hook:
    label: str
    action: Action
    log: list[tuple[str, dict[str, Any]]]

    def __call__(self, call: ToolCall) -> Any:
        self.log.append((self.label, dict(call.input)))
        if self.action == "deny":
            return Deny(f"{self.label} says no", "try another way")
        if self.action == "rewrite":
            return Rewrite({**call.input, f"by_{self.label}": True})
        if self.action == "raise":
            raise HookFailed(f"{self.label} crashed")
        return None if self.action == "none" else ALLOW

    def __repr__(self) -> str:
        return f"{self.label}:{self.action}"


def _expected(actions: Sequence[Action]) -> tuple[list[tuple[str, dict[str, Any]]], Any]:
    """Which hooks run with which input, and the outcome: a Deny, a final input, or a raise."""
    ran: list[tuple[str, dict[str, Any]]] = []
    current: dict[str, Any] = {"user_id": "u_004"}
    for index, action in enumerate(actions):
        label = f"h{index}"
        ran.append((label, dict(current)))
        if action == "deny":
            return ran, Deny(f"{label} says no", "try another way")
        if action == "raise":
            return ran, HookFailed
        if action == "rewrite":
            current = {**current, f"by_{label}": True}
    return ran, current


def _chain_behaves(answer: Callable[..., Any], actions: list[Action]) -> None:
    log: list[tuple[str, dict[str, Any]]] = []
    hooks = [_Hook(f"h{i}", action, log) for i, action in enumerate(actions)]
    call = make_call("lookup_user", {"user_id": "u_004"})
    example = f"run_chain({hooks!r}, call with input {{'user_id': 'u_004'}})"
    expected_ran, outcome = _expected(actions)
    try:
        got = call_answer(answer, hooks, call, example=example)
    except AnswerCrashed as crash:
        if outcome is not HookFailed or not _caused_by(crash.error, HookFailed):
            raise
        got = HookFailed
    if [label for label, _ in log] != [label for label, _ in expected_ran]:
        raise Mismatch(
            example,
            f"hooks ran: {[label for label, _ in log]}",
            f"hooks run: {[label for label, _ in expected_ran]}",
        )
    if log != expected_ran:
        raise Mismatch(
            example,
            f"hooks saw: {log}",
            f"each hook sees the input as rewritten so far: {expected_ran}",
        )
    _compare_outcome(example, got, outcome)


def _compare_outcome(example: str, got: Any, outcome: Any) -> None:
    if outcome is HookFailed:
        if got is not HookFailed:
            raise Mismatch(
                example, f"returned {shown(got)}", "the hook's exception propagates (fail closed)"
            )
    elif isinstance(outcome, Deny):
        if got != outcome:
            raise Mismatch(example, shown(got), f"the first Deny: {outcome!r}")
    elif not isinstance(got, ToolCall) or dict(got.input) != outcome:
        raise Mismatch(example, shown(got), f"the call with its final input {outcome!r}")


def _caused_by(error: BaseException | None, kind: type[BaseException]) -> bool:
    seen = 0
    while error is not None and seen < 10:
        if isinstance(error, kind):
            return True
        error, seen = error.__cause__ or error.__context__, seen + 1
    return False


def _chains(*actions: Action, must: Action | None = None) -> st.SearchStrategy[list[Action]]:
    chains = st.lists(st.sampled_from(actions), max_size=7)
    return chains.filter(lambda c: must in c) if must else chains


EXERCISE = Exercise(
    number=9,
    id="pre-chain",
    title="9 · The PreToolUse chain",
    notebook="06-The-PreToolUse-Chain.ipynb",
    name=NAME,
    params=("hooks", "call"),
    spec=(
        "Run the hooks in order on the call. The first Deny wins: return it, and run no "
        "later hook. None or ALLOW continue. A Rewrite replaces the input (call.with_input) "
        "for the next hooks.\nReturn the final call when every hook agreed. Let exceptions "
        "propagate."
    ),
    reference=reference,
    properties=(
        Property(
            "hooks run in order; the first Deny stops the chain and is the result; "
            "ALLOW and None let the chain go on",
            _chain_behaves,
            _chains("allow", "none", "deny"),
            fixed=(["allow", "deny", "allow"], ["none", "deny", "deny"], []),
            hint="Return the Deny as soon as a hook gives one; no later hook may run.",
        ),
        Property(
            "rewrites compose: each hook sees the input as rewritten by the hooks before it, "
            "and the returned call carries the final input",
            _chain_behaves,
            _chains("allow", "none", "rewrite", must="rewrite"),
            fixed=(["rewrite", "rewrite"], ["rewrite", "allow", "rewrite"]),
            hint=(
                "Keep one variable for the current call and replace it on each Rewrite "
                "(call = call.with_input(decision.new_input)); pass it to the next hook."
            ),
        ),
        Property(
            "an exception in a hook propagates (fail closed) and no later hook runs",
            _chain_behaves,
            _chains("allow", "none", "rewrite", "raise", must="raise"),
            fixed=(["none", "raise", "allow"],),
            hint="Do not catch exceptions: a check that did not finish is not a check that passed.",
        ),
        Property(
            "any mix of allows, denials, rewrites and crashes behaves as the rules say",
            _chain_behaves,
            _chains("allow", "none", "deny", "rewrite", "raise"),
        ),
    ),
    hint="First deny wins, allow continues, rewrites compose, exceptions propagate.",
)
