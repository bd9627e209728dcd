"""The fake model's script: assistant turns, their blocks, and scenario files that hold them.

A script is a list of :class:`Turn` values. In Python they are built with :func:`text` and
:func:`tool_use`; for another process they come from a JSON scenario file
(:func:`load_script`), in this shape::

    {"turns": [
        {"content": [{"type": "text", "text": "Let me look."},
                     {"type": "tool_use", "name": "lookup_user", "input": {"user_id": "u_1"}}]},
        {"content": [{"type": "text", "text": "Done."}], "stop_reason": "end_turn"}
    ]}

The file is an object with a ``turns`` list, or just the list. Each turn has ``content``,
a non-empty list of ``text`` blocks (``text``: a string) and ``tool_use`` blocks (``name``:
a tool name, ``input``: an object, ``id``: optional, a deterministic one is given
otherwise), and an optional ``stop_reason``. Unknown keys are errors, so a typo such as
``"inputs"`` is reported instead of ignored.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn, TypeAlias

from toolhooks.errors import ScriptError

TOOL_NAME = re.compile(r"^[a-zA-Z0-9_-]{1,128}$")
STOP_REASONS = ("end_turn", "tool_use", "max_tokens", "stop_sequence", "pause_turn", "refusal")
_BLOCK_KEYS = {"text": {"type", "text"}, "tool_use": {"type", "name", "input", "id"}}


@dataclass(frozen=True)
class Turn:
    """One scripted assistant turn: content blocks, and the stop reason to report.

    ``stop_reason`` defaults to ``tool_use`` when the content asks for a tool, else
    ``end_turn``. A ``tool_use`` block without an ``id`` gets a deterministic one.
    """

    content: Sequence[Mapping[str, Any]]
    stop_reason: str | None = None


Policy: TypeAlias = Callable[[Mapping[str, Any]], Turn]
"""Decides the next turn from the request body (a dict)."""


def text(value: str) -> dict[str, Any]:
    """A text block for a scripted turn."""
    return {"type": "text", "text": value}


def tool_use(name: str, tool_input: object, tool_use_id: str | None = None) -> dict[str, Any]:
    """A ``tool_use`` block for a scripted turn (``tool_input`` may be malformed on purpose)."""
    block: dict[str, Any] = {"type": "tool_use", "name": name, "input": tool_input}
    if tool_use_id is not None:
        block["id"] = tool_use_id
    return block


def end_turn_policy(_request: Mapping[str, Any]) -> Turn:
    """The default when the script runs out: a short final answer."""
    return Turn([text("All done.")], "end_turn")


# --- scenario files ---------------------------------------------------------------------


def load_script(path: Path | str) -> list[Turn]:
    """The turns of the JSON scenario file at ``path``; :class:`ScriptError` names what is wrong."""
    source = Path(path)
    try:
        data = json.loads(source.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ScriptError(f"{source}: cannot read the scenario file ({exc.strerror}).") from exc
    except UnicodeDecodeError as exc:
        raise ScriptError(f"{source}: expected UTF-8 JSON, got undecodable bytes.") from exc
    except json.JSONDecodeError as exc:
        raise ScriptError(
            f"{source}: not valid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}."
        ) from exc
    return parse_script(data, str(source))


def parse_script(data: object, source: str = "<script>") -> list[Turn]:
    """The turns of an already-decoded scenario (``source`` names it in error messages)."""
    if isinstance(data, dict):
        _only_keys(source, "top level", data, {"turns"})
        data = data.get("turns")
    if not isinstance(data, list):
        _fail(source, "turns", f"expected a list of turns, got {_shown(data)}")
    return [_turn(source, f"turns[{index}]", turn) for index, turn in enumerate(data)]


def _turn(source: str, where: str, turn: object) -> Turn:
    if not isinstance(turn, dict):
        _fail(source, where, f'expected an object with "content", got {_shown(turn)}')
    _only_keys(source, where, turn, {"content", "stop_reason"})
    content = turn.get("content")
    if not isinstance(content, list) or not content:
        _fail(
            source,
            f"{where}.content",
            f"expected a non-empty list of blocks, got {_shown(content)}",
        )
    stop_reason = turn.get("stop_reason")
    if stop_reason is not None and stop_reason not in STOP_REASONS:
        _fail(
            source,
            f"{where}.stop_reason",
            f"expected one of {list(STOP_REASONS)}, got {_shown(stop_reason)}",
        )
    blocks = [_block(source, f"{where}.content[{i}]", block) for i, block in enumerate(content)]
    return Turn(blocks, stop_reason)


def _block(source: str, where: str, block: object) -> dict[str, Any]:
    kind = block.get("type") if isinstance(block, dict) else None
    if not isinstance(block, dict) or kind not in _BLOCK_KEYS:
        _fail(source, where, f'expected a "text" or "tool_use" block, got {_shown(block)}')
    _only_keys(source, where, block, _BLOCK_KEYS[kind])
    if kind == "text":
        if not isinstance(block.get("text"), str):
            _fail(source, f"{where}.text", f"expected a string, got {_shown(block.get('text'))}")
        return dict(block)
    name = block.get("name")
    if not isinstance(name, str) or not TOOL_NAME.match(name):
        _fail(
            source,
            f"{where}.name",
            f"expected a tool name (1-128 letters, digits, _ or -), got {_shown(name)}",
        )
    if not isinstance(block.get("input"), dict):
        _fail(source, f"{where}.input", f"expected a JSON object, got {_shown(block.get('input'))}")
    if "id" in block and (not isinstance(block["id"], str) or not block["id"]):
        _fail(source, f"{where}.id", f"expected a non-empty string, got {_shown(block['id'])}")
    return dict(block)


def _only_keys(source: str, where: str, found: Mapping[str, Any], allowed: set[str]) -> None:
    extra = sorted(set(found) - allowed)
    if extra:
        _fail(source, where, f"expected only the keys {sorted(allowed)}, got also {extra}")


def _fail(source: str, where: str, problem: str) -> NoReturn:
    """Raise the :class:`ScriptError` for one place in the file."""
    raise ScriptError(
        f"{source}: {where}: {problem}. "
        "Fix the file; the format is in the toolhooks.fake.script docstring."
    )


def _shown(value: object) -> str:
    """A short JSON rendering of what the file held, for an error message."""
    shown = "null (or nothing)" if value is None else json.dumps(value, default=repr)
    return shown if len(shown) <= 60 else shown[:57] + "..."
