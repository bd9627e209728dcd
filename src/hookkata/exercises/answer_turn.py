"""Exercise 7: answering every ``tool_use`` of one assistant turn, in one message."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Literal

from hypothesis import strategies as st

from hookkata.grading.exercise import Clause, Exercise, Property
from hookkata.grading.probe import Mismatch, call_answer, differing, same_value, shown
from toolhooks import Deny
from toolhooks.results import synthetic_error_result, tool_result
from toolhooks.turns import answer_tool_uses

NAME = "answer_turn"
Behaviour = Literal["ok", "denied", "crash"]


def reference(call_tool: Callable[[Any], Mapping[str, Any]], content: list[Any]) -> dict[str, Any]:
    return answer_tool_uses(call_tool, content)


@dataclass
class _Turn:
    """An assistant turn, and a scripted ``call_tool`` that answers its calls."""

    content: list[dict[str, Any]]
    behaviour: dict[str, Behaviour]
    called: list[str] = field(default_factory=list)

    @property
    def ids(self) -> list[str]:
        return [block["id"] for block in self.content if block["type"] == "tool_use"]

    def call_tool(self, block: Mapping[str, Any]) -> dict[str, Any]:
        tool_use_id = block["id"]
        self.called.append(tool_use_id)
        return _scripted(block, self.behaviour[tool_use_id])

    def handed_out(self) -> tuple[Callable[[Mapping[str, Any]], dict[str, Any]], list[Any]]:
        """``call_tool`` and ``content`` as the answer gets them: nothing the grader reads.

        A plain function over a read-only copy of the script (no ``__self__`` through which
        to switch crashes off), and a deep copy of the content; only the record of calls is
        shared.
        """
        behaviour, called = MappingProxyType(dict(self.behaviour)), self.called

        def call_tool(block: Mapping[str, Any]) -> dict[str, Any]:
            called.append(block["id"])
            return _scripted(block, behaviour[block["id"]])

        return call_tool, copy.deepcopy(self.content)

    def __repr__(self) -> str:
        blocks = ", ".join(
            "text" if b["type"] == "text" else f"{b['id']}:{b['name']}[{self.behaviour[b['id']]}]"
            for b in self.content
        )
        return f"turn [{blocks}]"


def _scripted(block: Mapping[str, Any], behaviour: Behaviour) -> dict[str, Any]:
    """What the scripted tool answers for ``block``: a result, a denial, or a crash."""
    tool_use_id = block["id"]
    if behaviour == "crash":
        raise RuntimeError(f"the {block['name']} service is down")
    if behaviour == "denied":
        return synthetic_error_result(tool_use_id, Deny("not allowed here", "ask a human"))
    return tool_result(tool_use_id, f"{block['name']} result for {tool_use_id}")


@st.composite
def _turns(draw: st.DrawFn, *, crashes: bool = True) -> _Turn:
    count = draw(st.integers(1, 5))
    kinds: list[Behaviour] = ["ok", "denied", "crash"] if crashes else ["ok", "denied"]
    # Ids in any order: sorting the results by id must not pass by luck.
    suffixes = draw(st.lists(st.text("abcdefghij0123456789", min_size=1, max_size=4),
                             min_size=count, max_size=count, unique=True))  # fmt: skip
    behaviour: dict[str, Behaviour] = {}
    content: list[dict[str, Any]] = []
    if draw(st.booleans()):
        content.append({"type": "text", "text": "Let me check."})
    for suffix in suffixes:
        tool_use_id = f"toolu_{suffix}"
        name = draw(st.sampled_from(["lookup_user", "get_orders", "create_case_file"]))
        content.append({"type": "tool_use", "id": tool_use_id, "name": name, "input": {}})
        behaviour[tool_use_id] = draw(st.sampled_from(kinds))
    return _Turn(content, behaviour)


def _turn(*calls: tuple[str, str, Behaviour], text: bool = False) -> _Turn:
    """A fixed turn: (id, tool name, behaviour) per tool_use, maybe after a text block."""
    content: list[dict[str, Any]] = [{"type": "text", "text": "Let me check."}] if text else []
    content += [{"type": "tool_use", "id": i, "name": n, "input": {}} for i, n, _ in calls]
    return _Turn(content, {i: b for i, _, b in calls})


ORDER_EXAMPLES = (
    _turn(("toolu_b", "lookup_user", "ok"), ("toolu_a", "get_orders", "ok")),
    _turn(("toolu_02", "get_orders", "denied"), ("toolu_01", "lookup_user", "ok"), text=True),
)
CRASH_EXAMPLES = (
    _turn(("toolu_b", "lookup_user", "crash")),
    _turn(("toolu_b", "lookup_user", "crash"), ("toolu_a", "get_orders", "ok")),
    _turn(("toolu_c", "create_case_file", "denied"), ("toolu_a", "get_orders", "crash")),
)


def _answered(answer: Callable[..., Any], turn: _Turn) -> tuple[list[Any], str]:
    example = f"answer_turn(call_tool, content) for the {turn!r}"
    turn.called.clear()  # a fixed example's turn is graded again and again in one process
    message = call_answer(answer, *turn.handed_out(), example=example)
    if type(message) is not dict:
        raise Mismatch(
            example,
            f"{shown(message)} (a {type(message).__name__})",
            "one message: {'role': 'user', 'content': [...]}",
            "Return the message itself, a dict {'role': 'user', 'content': [...results]}, "
            "not the list of results.",
        )
    if message.get("role") != "user":
        raise Mismatch(
            example,
            f"role: {shown(message.get('role', '<missing>'))}",
            "role: 'user'",
            "Tool results come back from your side of the conversation: role 'user'.",
        )
    blocks = message.get("content")
    if type(blocks) is not list:
        raise Mismatch(
            example, f"content: {shown(blocks)}", "content: a list of tool_result blocks"
        )
    return blocks, example


def _results_first_in_order(answer: Callable[..., Any], turn: _Turn) -> None:
    ids = list(turn.ids)  # before the answer runs
    blocks, example = _answered(answer, turn)
    leading = [b.get("tool_use_id") if isinstance(b, dict) else b for b in blocks[: len(ids)]]
    if leading != ids:
        hint = ""
        if sorted(map(str, leading)) == sorted(ids):
            hint = (
                "Keep the turn's order: the results answer the tool_use blocks in the order "
                "the model wrote them, not sorted by id or by name."
            )
        raise Mismatch(
            example,
            shown([_block_text(b) for b in blocks]),
            f"the tool_results first, one per tool_use, in order: {ids}",
            hint,
        )


_CRASH_HINTS = {
    "tool_use_id": "A crash's result answers its block: 'tool_use_id': block['id'], never None.",
    "is_error": "A crash's result needs 'is_error': True, or the model takes the text for output.",
    "type": "A crash is still answered by a block of type 'tool_result'.",
    "content": "Give the crash's result a string content, e.g. f'the tool failed: {exc}': "
    "the exception object itself cannot be sent.",
}


def _crash_result_problem(block: Any, tool_use_id: str) -> tuple[str, str, str] | None:
    """``(got, expected, hint)`` for the first thing wrong with a crash's result, or None."""
    if type(block) is not dict:
        return shown(block), f"an is_error tool_result for {tool_use_id}", _CRASH_HINTS["type"]
    wanted = {"type": "tool_result", "tool_use_id": tool_use_id, "is_error": True}
    for key, value in wanted.items():
        if not same_value(value, block.get(key)):
            return (
                f"{key}: {shown(block.get(key, '<missing>'))}",
                f"{key}: {value!r}",
                _CRASH_HINTS[key],
            )
    content = block.get("content")
    try:
        encodable = isinstance(content, (str, list)) and bool(json.dumps(content))
    except (TypeError, ValueError):
        encodable = False
    if not encodable:
        return (
            f"content: {shown(content)}",
            "content: a string (or text blocks)",
            _CRASH_HINTS["content"],
        )
    return None


def _each_result_is_the_tools(answer: Callable[..., Any], turn: _Turn) -> None:
    # What is expected, from a twin of the turn, before the answer runs.
    fresh = _Turn(copy.deepcopy(turn.content), dict(turn.behaviour))
    ids = list(turn.ids)
    expected = {
        i: None
        if turn.behaviour[i] == "crash"
        else fresh.call_tool({"id": i, "name": _name(turn, i)})
        for i in ids
    }
    blocks, example = _answered(answer, turn)
    for tool_use_id, block in zip(ids, blocks, strict=False):
        want = expected[tool_use_id]
        if want is None:
            problem = _crash_result_problem(block, tool_use_id)
            if problem is not None:
                raise Mismatch(example, *problem)
            continue
        if not same_value(want, block):
            got_text, want_text = differing(want, block)
            raise Mismatch(example, got_text, f"what call_tool returned: {want_text}")
    if turn.called != ids:
        raise Mismatch(
            example,
            f"call_tool called for {turn.called}",
            f"called once each, in order: {ids}",
        )


def _name(turn: _Turn, tool_use_id: str) -> str:
    return str(next(b["name"] for b in turn.content if b.get("id") == tool_use_id))


def _block_text(block: object) -> str:
    """A block as ``type:id``, short enough to see the order at a glance."""
    if not isinstance(block, dict):
        return repr(block)
    return f"{block.get('type')}:{block.get('tool_use_id', '')}".rstrip(":")


EXERCISE = Exercise(
    number=7,
    id="answer-turn",
    title="7 · Answer every tool_use of a turn",
    notebook="04-Denying-Without-Breaking-The-Conversation.ipynb",
    name=NAME,
    params=("call_tool", "content"),
    spec=(
        "Given call_tool(block) and an assistant turn's content blocks, return the one user "
        "message that answers every tool_use: its tool_results first, in the same order.\n"
        "A call_tool that raises still gets an is_error tool_result with the block's id."
    ),
    returns=(
        'one plain `dict`, `{"role": "user", "content": [...]}`, whose `content` starts '
        "with one block per `tool_use` of `content`, in the same order (text blocks get "
        "none): exactly what `call_tool(block)` returned, with `call_tool` called once "
        "per block. When `call_tool` raises an `Exception`, its place holds a `dict` with"
        ' `"type": "tool_result"`, `"tool_use_id": block["id"]`, `"is_error": True` and a'
        ' `str` `"content"` saying what failed, and the blocks after it still run.'
    ),
    reference=reference,
    delegates=("toolhooks.turns.answer_tool_uses",),
    properties=(
        Property(
            "the answer is one user message whose content starts with one tool_result per "
            "tool_use, in the same order, with nothing before them",
            _results_first_in_order,
            _turns(crashes=False),
            fixed=ORDER_EXAMPLES,
            id="results-first",
            hint=(
                "Loop over the tool_use blocks in order and append call_tool(block) for each. "
                "No text before the results: the API wants them first."
            ),
        ),
        Property(
            "each result is exactly what call_tool returned (denials included), call_tool "
            "runs once per tool_use, and a call that raises is answered with an is_error "
            "result while the others still run",
            _each_result_is_the_tools,
            _turns(crashes=True),
            fixed=CRASH_EXAMPLES,
            id="each-result",
            hint=(
                "Wrap each call in try/except Exception and answer a crash with "
                "{'type': 'tool_result', 'tool_use_id': id, 'is_error': True, 'content': ...}."
            ),
        ),
    ),
    hint="Parallel tool use: all results of a turn go in one user message, results first.",
    clauses=(
        Clause("one message, a dict with role 'user'", "results-first", "every example"),
        Clause(
            "one tool_result per tool_use, first, in the turn's order",
            "results-first",
            "ids unique and unsorted; fixed b-before-a, text first",
        ),
        Clause(
            "each result exactly what call_tool returned, denials included",
            "each-result",
            "ok and denied behaviours; type-exact",
        ),
        Clause("call_tool once per tool_use, in order", "each-result", "the record of calls"),
        Clause(
            "a crash: type tool_result, the block's id, is_error True, a sendable content",
            "each-result",
            "fixed crash alone, first, last",
        ),
        Clause("the other calls still run after a crash", "each-result", "fixed crash-then-ok"),
    ),
)
