"""An example tool dispatcher: the thing hooks are installed on.

Tools are registered with an Anthropic-style definition (``name``, ``description``,
``input_schema``), and :meth:`Dispatcher.call_tool` takes a ``tool_use`` block and always
returns a ``tool_result`` block. Capability checks (are these arguments consistent?) live
in the tools themselves and come back as ``is_error`` results, not ``BLOCKED`` ones. The
dispatcher knows nothing of users, tiers or time: that is what hooks are for.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from types import ModuleType
from typing import TYPE_CHECKING, Any, TypeAlias

from .errors import (
    ConfigError,
    DuplicateToolError,
    MalformedToolUseError,
    PreHookError,
    ToolInputError,
    crash_message,
    exception_text,
    logger,
    safe_repr,
)
from .offered import not_offered
from .readonly import FrozenDict, thaw
from .results import error_result, malformed_result, tool_result
from .tool_use import TOOL_NAME, parse_tool_use

if TYPE_CHECKING:
    from jsonschema import Draft202012Validator

ToolFunction: TypeAlias = Callable[..., object]
"""A tool's implementation: called with the input's fields as keyword arguments."""


@dataclass(frozen=True, slots=True)
class ToolDefinition:
    """What the model is told about a tool, in the Messages API's ``tools`` shape."""

    name: str
    description: str
    input_schema: Mapping[str, Any] = field(default_factory=lambda: FrozenDict({"type": "object"}))

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not TOOL_NAME.fullmatch(self.name):
            raise ConfigError(
                f"a tool name must be 1 to 128 letters, digits, '_' or '-', as the Messages "
                f"API requires, got {safe_repr(self.name)}; e.g. 'lookup_user'."
            )
        if not isinstance(self.description, str):
            raise ConfigError(
                f"tool {self.name!r} needs a description string (the model reads it to choose "
                f"the tool), got {safe_repr(self.description)}; write one sentence, e.g. "
                "'Look up a customer by id.'"
            )
        schema = self.input_schema
        if not isinstance(schema, Mapping) or schema.get("type") != "object":
            raise ConfigError(
                f"tool {self.name!r} has an invalid input_schema: a tool's input is always a "
                f"JSON object, so the schema needs 'type': 'object', got {safe_repr(schema)}; "
                "e.g. {'type': 'object', 'properties': {...}}."
            )
        object.__setattr__(self, "input_schema", FrozenDict(schema))
        jsonschema = _jsonschema()
        try:
            jsonschema.Draft202012Validator.check_schema(thaw(self.input_schema))
        except jsonschema.SchemaError as exc:
            raise ConfigError(
                f"tool {self.name!r} has an invalid input_schema: {exc.message}; fix the "
                "schema (JSON Schema draft 2020-12)."
            ) from exc

    def to_api(self) -> dict[str, Any]:
        """The definition as a plain dict for the ``tools`` request parameter."""
        return {
            "name": self.name,
            "description": self.description,
            "input_schema": thaw(self.input_schema),
        }


@dataclass(frozen=True, slots=True)
class _Tool:
    definition: ToolDefinition
    function: ToolFunction
    validator: Draft202012Validator


class Dispatcher:
    """Runs tools by name for ``tool_use`` blocks; never raises for a bad call.

    Unknown tools, tools the running agent was not offered (see :mod:`toolhooks.offered`),
    inputs that break the schema, capability failures (``ToolInputError``) and crashing
    tools all come back as ``is_error`` results that say what went wrong, so the model can
    correct itself and the conversation stays valid. Two things raise: a block with no
    usable id (``MalformedToolUseError``: there is nothing to answer it with), and a
    :class:`~toolhooks.errors.PreHookError` from a hooked call made inside a tool, such as
    a sub-agent's: a policy that failed stops the whole agent, not just the sub-agent.
    """

    def __init__(self) -> None:
        self._tools: dict[str, _Tool] = {}

    def register(self, function: ToolFunction, definition: ToolDefinition) -> ToolFunction:
        """Add a tool; its ``definition.name`` is what the model calls it by."""
        if not callable(function):
            raise ConfigError(
                f"register needs the tool's function first, got {safe_repr(function)}; "
                "e.g. dispatcher.register(lookup_user, ToolDefinition('lookup_user', ...))."
            )
        if not isinstance(definition, ToolDefinition):
            raise ConfigError(
                f"register needs a ToolDefinition, got {type(definition).__name__}; build one: "
                "ToolDefinition(name, description, input_schema)."
            )
        if definition.name in self._tools:
            raise DuplicateToolError(
                f"a tool named {definition.name!r} is already registered; "
                "give the new tool another name or build a new Dispatcher."
            )
        validator = _jsonschema().Draft202012Validator(thaw(definition.input_schema))
        self._tools[definition.name] = _Tool(definition, function, validator)
        return function

    def tool(
        self, *, description: str, input_schema: Mapping[str, Any], name: str | None = None
    ) -> Callable[[ToolFunction], ToolFunction]:
        """Decorator form of :meth:`register`; the name defaults to the function's."""

        def decorate(function: ToolFunction) -> ToolFunction:
            tool_name = name or str(getattr(function, "__name__", ""))
            return self.register(function, ToolDefinition(tool_name, description, input_schema))

        return decorate

    @property
    def tool_names(self) -> tuple[str, ...]:
        return tuple(self._tools)

    def definitions(self, names: Iterable[str] | None = None) -> list[dict[str, Any]]:
        """Tool definitions for a request; ``names`` filters them (a specialist's tools)."""
        if isinstance(names, str):
            raise ConfigError(
                f"definitions takes a list of tool names, got the string {names!r}; "
                f"write definitions([{names!r}])."
            )
        wanted = self.tool_names if names is None else tuple(names)
        unknown = [name for name in wanted if name not in self._tools]
        if unknown:
            raise ConfigError(
                f"unknown tools {unknown}; known tools: {', '.join(self.tool_names)}. "
                "Register them first, or fix the specialist's list."
            )
        return [self._tools[name].definition.to_api() for name in wanted]

    def call_tool(self, tool_use: object) -> dict[str, Any]:
        """Run the tool a ``tool_use`` block asks for and return its ``tool_result``."""
        try:
            use = parse_tool_use(tool_use)
        except MalformedToolUseError as exc:
            answer = malformed_result(exc)
            if answer is None:
                raise
            return answer
        return self.run_call(use.id, use.name, use.input)

    def run_call(
        self, tool_use_id: str, tool_name: str, tool_input: Mapping[str, Any]
    ) -> dict[str, Any]:
        """Run a call that was already checked (what a hooked ``call_tool`` hands down)."""
        refusal = not_offered(tool_name)
        if refusal is not None:
            return error_result(tool_use_id, refusal)
        tool = self._tools.get(tool_name)
        if tool is None:
            known = ", ".join(self.tool_names) or "none"
            return error_result(
                tool_use_id,
                f"Unknown tool {tool_name!r}. Known tools: {known}. Call one of those.",
            )
        arguments = thaw(tool_input)
        problem = _jsonschema().exceptions.best_match(tool.validator.iter_errors(arguments))
        if problem is not None:
            where = "/".join(str(part) for part in problem.absolute_path) or "input"
            return error_result(
                tool_use_id,
                f"Invalid input for {tool_name}: {where}: {problem.message}. "
                "Fix the arguments and call again.",
            )
        return self._run(tool, tool_use_id, arguments)

    def _run(self, tool: _Tool, tool_use_id: str, arguments: dict[str, Any]) -> dict[str, Any]:
        name = tool.definition.name
        try:
            text = render_output(tool.function(**arguments))
        except PreHookError:  # a hooked call inside this tool (a sub-agent) failed closed
            raise
        except ToolInputError as exc:
            return error_result(tool_use_id, f"{name} cannot do this: {exception_text(exc)}")
        except Exception as exc:
            logger().exception("tool %s crashed on %s", name, tool_use_id)
            return error_result(tool_use_id, crash_message(name, exc))
        return tool_result(tool_use_id, text)


@functools.cache
def _jsonschema() -> ModuleType:
    """jsonschema, imported on first use: loading it (and its format checkers) takes most of
    a second, which every ``import toolhooks`` (and every Claude Code hook process, which
    never defines a tool) would otherwise pay."""
    import jsonschema
    import jsonschema.exceptions

    return jsonschema


def render_output(output: object) -> str:
    """A tool's return value as ``tool_result`` text (strings as they are, else JSON)."""
    if isinstance(output, str):
        return output
    return json.dumps(thaw(output), default=str, ensure_ascii=False)
