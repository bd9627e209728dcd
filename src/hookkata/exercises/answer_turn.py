"""Exercise 7: answering every ``tool_use`` of one assistant turn, in one message."""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Literal

from hypothesis import strategies as st

from toolhooks import Deny
from toolhooks.results import synthetic_error_result, tool_result
from toolhooks.turns import answer_tool_uses

from ..exercise import Exercise, Property
from ..probe import Mismatch, call_answer, shown

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
    behaviour: dict[str, Behaviour] = {}
    content: list[dict[str, Any]] = []
    if draw(st.booleans()):
        content.append({"type": "text", "text": "Let me check."})
    for index in range(count):
        tool_use_id = f"toolu_{index:02d}_{draw(st.integers(0, 99))}"
        name = draw(st.sampled_from(["lookup_user", "get_orders", "create_case_file"]))
        content.append({"type": "tool_use", "id": tool_use_id, "name": name, "input": {}})
        behaviour[tool_use_id] = draw(st.sampled_from(kinds))
    return _Turn(content, behaviour)


def _answered(answer: Callable[..., Any], turn: _Turn) -> tuple[list[Any], str]:
    example = f"answer_turn(call_tool, content) for the {turn!r}"
    message = call_answer(answer, *turn.handed_out(), example=example)
    if not isinstance(message, dict) or message.get("role") != "user":
        raise Mismatch(example, shown(message), "one message: {'role': 'user', 'content': [...]}")
    blocks = message.get("content")
    if not isinstance(blocks, list):
        raise Mismatch(example, shown(message), "content as a list of tool_result blocks")
    return blocks, example


def _results_first_in_order(answer: Callable[..., Any], turn: _Turn) -> None:
    blocks, example = _answered(answer, turn)
    leading = [b.get("tool_use_id") if isinstance(b, dict) else b for b in blocks[: len(turn.ids)]]
    if leading != turn.ids:
        raise Mismatch(
            example,
            shown([_block_text(b) for b in blocks]),
            f"the tool_results first, one per tool_use, in order: {turn.ids}",
        )


def _each_result_is_the_tools(answer: Callable[..., Any], turn: _Turn) -> None:
    blocks, example = _answered(answer, turn)
    fresh = _Turn(turn.content, turn.behaviour)
    for tool_use_id, block in zip(turn.ids, blocks, strict=False):
        if turn.behaviour[tool_use_id] == "crash":
            if not (isinstance(block, dict) and block.get("is_error") is True):
                raise Mismatch(example, shown(block), f"an is_error tool_result for {tool_use_id}")
            continue
        expected = fresh.call_tool({"id": tool_use_id, "name": _name(turn, tool_use_id)})
        if block != expected:
            raise Mismatch(example, shown(block), f"what call_tool returned: {expected!r}")
    if turn.called != turn.ids:
        raise Mismatch(
            example,
            f"call_tool called for {turn.called}",
            f"called once each, in order: {turn.ids}",
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
    reference=reference,
    properties=(
        Property(
            "the answer is one user message whose content starts with one tool_result per "
            "tool_use, in the same order, with nothing before them",
            _results_first_in_order,
            _turns(crashes=False),
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
            hint=(
                "Wrap each call in try/except Exception and answer a crash with "
                "{'type': 'tool_result', 'tool_use_id': id, 'is_error': True, 'content': ...}."
            ),
        ),
    ),
    hint="Parallel tool use: all results of a turn go in one user message, results first.",
)
