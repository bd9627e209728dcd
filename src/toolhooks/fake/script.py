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
otherwise), and an optional ``stop_reason``. A turn can instead be the API failing, as
``{"error": {"type": "overloaded_error", "message": "Overloaded"}}`` (see
:class:`ErrorTurn`). Unknown keys are errors, so a typo such as ``"inputs"`` is reported
instead of ignored. The file must be strict JSON: ``NaN``, ``Infinity`` and a key written
twice in one object are refused with the place named, as the API's own parser refuses them.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn, TypeAlias

from toolhooks.errors import ScriptError, safe_repr

TOOL_NAME = re.compile(r"^[a-zA-Z0-9_-]{1,128}$")
STOP_REASONS = ("end_turn", "tool_use", "max_tokens", "stop_sequence", "pause_turn", "refusal")
_BLOCK_KEYS = {"text": {"type", "text"}, "tool_use": {"type", "name", "input", "id"}}
MAX_SCRIPT_DEPTH = 64
"""How deeply a scenario file may nest (a tool input deeper than this is refused by the hooks
anyway, so a scenario never needs more)."""

ERROR_STATUS = {
    "invalid_request_error": 400,
    "authentication_error": 401,
    "permission_error": 403,
    "not_found_error": 404,
    "request_too_large": 413,
    "rate_limit_error": 429,
    "api_error": 500,
    "overloaded_error": 529,
}
"""The API's error types and the HTTP status each comes with when it is not mid-stream."""


@dataclass(frozen=True)
class Turn:
    """One scripted assistant turn: content blocks, and the stop reason to report.

    ``stop_reason`` defaults to ``tool_use`` when the content asks for a tool, else
    ``end_turn``. A ``tool_use`` block without an ``id`` gets a deterministic one.
    """

    content: Sequence[Mapping[str, Any]]
    stop_reason: str | None = None

    def __post_init__(self) -> None:
        content = self.content
        if isinstance(content, (str, bytes, Mapping)) or not isinstance(content, Sequence):
            raise ScriptError(
                f"Turn(content) takes a list of content blocks, got {safe_repr(content)} "
                f"({type(content).__name__}); e.g. Turn([text('Hello.')])."
            )
        for index, block in enumerate(content):
            if not isinstance(block, Mapping) or not isinstance(block.get("type"), str):
                raise ScriptError(
                    f"Turn(content)[{index}] must be a content block with a 'type', got "
                    f"{safe_repr(block)}; build blocks with text(...) and tool_use(...)."
                )
        if self.stop_reason is not None and self.stop_reason not in STOP_REASONS:
            raise ScriptError(
                f"Turn(stop_reason=...) must be one of {list(STOP_REASONS)} or None, got "
                f"{safe_repr(self.stop_reason)}; leave it out (None) to get tool_use or end_turn."
            )


@dataclass(frozen=True)
class ErrorTurn:
    """A scripted turn on which the API fails instead of answering.

    A streamed request gets ``message_start`` and then the API's ``error`` event
    (``event: error``, ``data: {"type": "error", "error": {"type": ..., "message": ...}}``),
    as the API sends when it is overloaded mid-stream; the SDK raises ``APIStatusError``
    from the stream. A request that is not streamed gets the same error as a JSON body with
    the type's HTTP status (529 for ``overloaded_error``). The fake moves on to the next
    turn either way, so a retry gets the next one.
    """

    error_type: str = "overloaded_error"
    message: str = "Overloaded"

    def __post_init__(self) -> None:
        if self.error_type not in ERROR_STATUS:
            raise ScriptError(
                f"ErrorTurn(error_type=...) must be one of the API's error types "
                f"{sorted(ERROR_STATUS)}, got {safe_repr(self.error_type)}; e.g. "
                "ErrorTurn('overloaded_error', 'Overloaded')."
            )
        if not isinstance(self.message, str) or not self.message:
            raise ScriptError(
                f"ErrorTurn(message=...) must be a non-empty string, got "
                f"{safe_repr(self.message)}; e.g. 'Overloaded'."
            )

    @property
    def status(self) -> int:
        """The HTTP status this error has when it is not sent mid-stream."""
        return ERROR_STATUS[self.error_type]


ScriptStep: TypeAlias = "Turn | ErrorTurn"
"""One entry of a script: the assistant's turn, or the API failing on that request."""

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


def load_script(path: Path | str) -> list[ScriptStep]:
    """The turns of the JSON scenario file at ``path``; :class:`ScriptError` names what is wrong."""
    source = Path(path)
    try:
        text = source.read_text(encoding="utf-8")
    except OSError as exc:
        raise ScriptError(f"{source}: cannot read the scenario file ({exc.strerror}).") from exc
    except UnicodeDecodeError as exc:
        raise ScriptError(f"{source}: expected UTF-8 JSON, got undecodable bytes.") from exc
    return parse_script(strict_json(text, str(source)), str(source))


class _Pairs(list[tuple[str, Any]]):
    """An object's members as written, a key written twice kept twice (to be refused)."""


class _Constant(str):
    """``NaN``, ``Infinity`` or ``-Infinity`` as written: not JSON, to be refused."""


def strict_json(text: str, source: str) -> object:
    """``text`` decoded as strict JSON: what ``json.loads`` would accept, less ``NaN``,
    ``Infinity``, keys written twice and nesting past :data:`MAX_SCRIPT_DEPTH`, each refused
    as a :class:`ScriptError` naming ``source`` and the place (``turns[0].content[1]``)."""
    try:
        data = json.loads(text, object_pairs_hook=_Pairs, parse_constant=_Constant)
    except json.JSONDecodeError as exc:
        raise ScriptError(
            f"{source}: not valid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}. "
            "Fix the file; the format is in the toolhooks.fake.script docstring."
        ) from exc
    except RecursionError as exc:
        raise ScriptError(
            f"{source}: nests too deeply to read; a scenario nests at most "
            f"{MAX_SCRIPT_DEPTH} levels. Fix the file."
        ) from exc
    except ValueError as exc:  # an integer too long to convert, say
        reason = str(exc).split(";")[0]  # the rest suggests raising a limit: not the fix
        raise ScriptError(
            f"{source}: cannot be read as JSON ({reason}); shorten the value, or write it "
            "as a string."
        ) from exc
    return _plain(data, source, "", 0)


def _plain(value: object, source: str, where: str, depth: int) -> object:
    """``value`` with objects as dicts, refusing what strict JSON does not allow."""
    if depth > MAX_SCRIPT_DEPTH:
        _fail(source, where or "top level", f"nests deeper than {MAX_SCRIPT_DEPTH} levels")
    if isinstance(value, _Constant):
        _fail(
            source,
            where or "top level",
            f"expected strict JSON, got {value} (not a JSON number); write a number or null",
        )
    if isinstance(value, _Pairs):
        found: dict[str, Any] = {}
        for key, item in value:
            if key in found:
                _fail(source, where or "top level", f"the key {json.dumps(key)} is written twice")
            found[key] = _plain(item, source, f"{where}.{key}" if where else key, depth + 1)
        return found
    if isinstance(value, list):
        return [
            _plain(item, source, f"{where or 'turns'}[{index}]", depth + 1)
            for index, item in enumerate(value)
        ]
    return value


def parse_script(data: object, source: str = "<script>") -> list[ScriptStep]:
    """The turns of an already-decoded scenario (``source`` names it in error messages)."""
    if isinstance(data, dict):
        _only_keys(source, "top level", data, {"turns"})
        data = data.get("turns")
    if not isinstance(data, list):
        _fail(source, "turns", f"expected a list of turns, got {_shown(data)}")
    return [_turn(source, f"turns[{index}]", turn) for index, turn in enumerate(data)]


def _turn(source: str, where: str, turn: object) -> ScriptStep:
    if not isinstance(turn, dict):
        _fail(source, where, f'expected an object with "content", got {_shown(turn)}')
    if "error" in turn:
        return _error_turn(source, where, turn)
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


def _error_turn(source: str, where: str, turn: Mapping[str, Any]) -> ErrorTurn:
    """``{"error": {"type": ..., "message": ...}}``: the API failing on this request."""
    _only_keys(source, where, turn, {"error"})
    error = turn["error"]
    if not isinstance(error, dict):
        _fail(
            source,
            f"{where}.error",
            f'expected {{"type": ..., "message": ...}}, got {_shown(error)}',
        )
    _only_keys(source, f"{where}.error", error, {"type", "message"})
    kind, message = error.get("type"), error.get("message", "Overloaded")
    if kind not in ERROR_STATUS:
        _fail(
            source,
            f"{where}.error.type",
            f"expected one of {sorted(ERROR_STATUS)}, got {_shown(kind)}",
        )
    if not isinstance(message, str) or not message:
        _fail(
            source, f"{where}.error.message", f"expected a non-empty string, got {_shown(message)}"
        )
    return ErrorTurn(kind, message)


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
