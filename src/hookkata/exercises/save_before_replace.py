"""Exercise 8: the save-before-replace installer, with ``undo()``."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from hypothesis import strategies as st

from toolhooks.results import tool_result

from ..exercise import Exercise, Property
from ..probe import AnswerCrashed, Mismatch, call_answer, shown

NAME = "install_guard"
Guard = Callable[[Mapping[str, Any]], "dict[str, Any] | None"]


def reference(dispatcher: Any, guard: Guard) -> Callable[[], None]:
    """Wrap ``dispatcher.call_tool`` so ``guard`` sees each block first; return ``undo``."""
    original = dispatcher.call_tool  # step 1: save, before anything changes
    had_own = "call_tool" in vars(dispatcher)
    previous = vars(dispatcher).get("call_tool")

    def guarded(block: Mapping[str, Any]) -> Any:
        answer = guard(block)
        return answer if answer is not None else original(block)

    dispatcher.call_tool = guarded  # step 2: only now replace it

    def undo() -> None:
        if had_own:
            dispatcher.call_tool = previous
        else:
            del dispatcher.call_tool

    return undo


class Desk:
    """A dispatcher as the exercise sees it: ``call_tool(block)`` returns a result."""

    def __init__(self) -> None:
        self.ran: list[str] = []

    def call_tool(self, block: Mapping[str, Any]) -> dict[str, Any]:
        self.ran.append(block["id"])
        return tool_result(block["id"], f"{block['name']} done")

    def __repr__(self) -> str:
        return "Desk()"


class _Guard:
    """A guard that refuses the tools in ``refuse`` and records what it saw."""

    def __init__(self, label: str, refuse: frozenset[str], log: list[str]) -> None:
        self.label, self.refuse, self.log = label, refuse, log

    def __call__(self, block: Mapping[str, Any]) -> dict[str, Any] | None:
        self.log.append(self.label)
        if block["name"] in self.refuse:
            return tool_result(block["id"], f"BLOCKED by {self.label}", is_error=True)
        return None

    def __repr__(self) -> str:
        return f"guard {self.label} refusing {sorted(self.refuse)}"


_TOOLS = ("lookup_user", "create_case_file", "issue_refund")
_refusals = st.frozensets(st.sampled_from(_TOOLS))
_blocks = st.lists(st.sampled_from(_TOOLS), min_size=1, max_size=4).map(
    lambda names: [
        {"type": "tool_use", "id": f"toolu_{i}", "name": n, "input": {}}
        for i, n in enumerate(names)
    ]
)


def _call(desk: Desk, block: dict[str, Any], example: str) -> Any:
    try:
        return call_answer(desk.call_tool, block, example=example)
    except AnswerCrashed as crash:
        if isinstance(crash.error, RecursionError):
            raise Mismatch(
                example,
                "RecursionError: the installed call_tool called itself until the stack ran out",
                "the guard's answer or the original's, with the original saved before replacing",
            ) from None
        raise


def _install(
    answer: Callable[..., Any], desk: Desk, guard: _Guard, example: str
) -> Callable[[], None]:
    undo = call_answer(answer, desk, guard, example=example)
    if not callable(undo):
        raise Mismatch(example, shown(undo), "an undo() function")
    restore: Callable[[], None] = undo
    return restore


def _guards_then_original(
    answer: Callable[..., Any], example: tuple[frozenset[str], list[dict[str, Any]]]
) -> None:
    refuse, blocks = example
    desk, log = Desk(), list[str]()
    guard = _Guard("g", refuse, log)
    shown_example = (
        f"install_guard(Desk(), {guard!r}), then call_tool for {[b['name'] for b in blocks]}"
    )
    _install(answer, desk, guard, shown_example)
    for block in blocks:
        got = _call(desk, block, shown_example)
        expected = _Guard("g", refuse, [])(block) or Desk().call_tool(block)
        if got != expected:
            raise Mismatch(shown_example, shown(got), repr(expected))
    allowed = [b["id"] for b in blocks if b["name"] not in refuse]
    if desk.ran != allowed or len(log) != len(blocks):
        raise Mismatch(
            shown_example,
            f"guard ran {len(log)} times, the original ran for {desk.ran}",
            f"guard once per call, the original only for the allowed calls {allowed}",
        )


def _stacks_and_undoes(
    answer: Callable[..., Any], example: tuple[frozenset[str], frozenset[str], list[dict[str, Any]]]
) -> None:
    first, second, blocks = example
    desk, log = Desk(), list[str]()
    original = desk.call_tool
    shown_example = (
        f"install_guard twice on one Desk ({_Guard('a', first, [])!r}, then "
        f"{_Guard('b', second, [])!r}), call_tool for {[b['name'] for b in blocks]}, then undo both"
    )
    undo_a = _install(answer, desk, _Guard("a", first, log), shown_example)
    undo_b = _install(answer, desk, _Guard("b", second, log), shown_example)
    for block in blocks:
        log.clear()
        _call(desk, block, shown_example)
        expected_log = ["b"] if block["name"] in second else ["b", "a"]
        if log != expected_log:
            raise Mismatch(
                shown_example,
                f"guards ran {log} for {block['name']}",
                f"{expected_log} (newest first)",
            )
    call_answer(undo_b, example=shown_example + " (undo b)")
    log.clear()
    _call(desk, blocks[0], shown_example)
    if log != ["a"]:
        raise Mismatch(
            shown_example,
            f"after undoing b, guards ran {log}",
            "['a']: only the first guard is left",
        )
    call_answer(undo_a, example=shown_example + " (undo a)")
    if desk.call_tool != original:
        raise Mismatch(
            shown_example,
            f"after undoing both, call_tool is {desk.call_tool!r}",
            "the Desk's own method again, exactly as before",
        )


def _restores_an_instance_attribute(answer: Callable[..., Any], refuse: frozenset[str]) -> None:
    desk = Desk()
    own = desk.call_tool
    desk.call_tool = own  # type: ignore[method-assign]  # an attribute set on the instance
    guard = _Guard("g", refuse, [])
    example = f"install_guard on a Desk whose call_tool is set on the instance, {guard!r}; undo"
    undo = _install(answer, desk, guard, example)
    call_answer(undo, example=example)
    if vars(desk).get("call_tool") is not own:
        raise Mismatch(
            example,
            f"call_tool is {desk.call_tool!r}",
            "the very same object that was there before",
        )


EXERCISE = Exercise(
    number=8,
    id="save-before-replace",
    title="8 · Save before replace",
    notebook="05-Wrapping-The-Dispatcher.ipynb",
    name=NAME,
    params=("dispatcher", "guard"),
    spec=(
        "Replace dispatcher.call_tool with a wrapper that asks guard(block) first: a result "
        "from the guard is returned as it is, None lets the saved original run.\n"
        "Return undo(), which puts back exactly what was there. Installing twice must stack."
    ),
    reference=reference,
    properties=(
        Property(
            "after installing, a refused call returns the guard's result and the original "
            "never runs; an allowed call returns the original's result",
            _guards_then_original,
            st.tuples(_refusals, _blocks),
            hint=(
                "Save the original in a local variable before replacing the attribute; "
                "a lambda that reads dispatcher.call_tool at call time finds itself."
            ),
        ),
        Property(
            "installing twice stacks (the newest guard runs first, then the older one, then "
            "the original), and undo() in reverse order restores each step",
            _stacks_and_undoes,
            st.tuples(_refusals, _refusals, _blocks),
            hint=(
                "The wrapper must call the function saved at install time, not the class's "
                "method: a second installation wraps the first."
            ),
        ),
        Property(
            "undo() restores the exact object that was there, even one set on the instance",
            _restores_an_instance_attribute,
            _refusals,
            hint="Remember whether the instance had its own call_tool, and what it was.",
        ),
    ),
    hint="Bind the original first; the closure then holds the real function, not a name.",
)
