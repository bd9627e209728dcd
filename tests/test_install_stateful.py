"""A stateful test of stacked installs: layers come and go, their hooks crash, deny or allow.

Invariants after every step: the tool ran exactly for the calls every layer allowed; a
failure in any layer reached the caller (fail closed) and was never turned into a result;
each layer's audit holds exactly one parseable line per call that reached it; undo works
only last-in-first-out and, once every layer is off, the class's own ``call_tool`` is back.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

import pytest
from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from toolhooks import (
    AuditLog,
    Deny,
    Dispatcher,
    HookRegistry,
    PreHookError,
    ToolCall,
    ToolDefinition,
    install_hooks,
    is_blocked,
)
from toolhooks.errors import InstallError
from toolhooks.install import Undo
from toolhooks.jsonl import MemorySink
from toolhooks.testing import FixedClock, ScriptedTool, make_context, make_tool_use

BEHAVIOURS = st.sampled_from(["allow", "deny", "crash", "interrupt"])


@dataclass
class Layer:
    """One installation: its hook's current behaviour, its audit and its undo."""

    name: str
    behaviour: str
    undo: Undo
    audit: MemorySink = field(default_factory=MemorySink)
    calls_seen: int = 0

    def hook(self, call: ToolCall) -> Deny | None:
        if self.behaviour == "crash":
            raise ValueError(f"{self.name} is broken")
        if self.behaviour == "interrupt":
            raise KeyboardInterrupt
        if self.behaviour == "deny":
            return Deny(f"{self.name} says no")
        return None


class StackedInstalls(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.dispatcher = Dispatcher()
        self.tool = ScriptedTool(["ran"])
        self.dispatcher.register(
            self.tool, ToolDefinition("lookup_user", "look", {"type": "object"})
        )
        self.layers: list[Layer] = []  # bottom (first installed) to top
        self.expected_runs = 0
        self.call_number = 0

    @rule(behaviour=BEHAVIOURS)
    def install(self, behaviour: str) -> None:
        registry = HookRegistry(error_sinks=[])
        layer = Layer(f"layer{len(self.layers)}", behaviour, undo=lambda: None)
        registry.pre(layer.hook, matcher="lookup_user", name=layer.name)
        registry.post(AuditLog(sink=layer.audit))
        layer.undo = install_hooks(self.dispatcher, registry, make_context(), clock=FixedClock())
        self.layers.append(layer)

    @precondition(lambda self: self.layers)
    @rule(data=st.data(), behaviour=BEHAVIOURS)
    def change_a_layer(self, data: st.DataObject, behaviour: str) -> None:
        data.draw(st.sampled_from(self.layers)).behaviour = behaviour

    @precondition(lambda self: self.layers)
    @rule()
    def undo_the_top(self) -> None:
        self.layers.pop().undo()

    @precondition(lambda self: len(self.layers) >= 2)
    @rule(data=st.data())
    def undo_out_of_order_is_refused(self, data: st.DataObject) -> None:
        layer = data.draw(st.sampled_from(self.layers[:-1]))
        top = self.dispatcher.call_tool
        with pytest.raises(InstallError, match="last in, first out"):
            layer.undo()
        assert self.dispatcher.call_tool is top

    @rule()
    def call(self) -> None:
        self.call_number += 1
        block = make_tool_use("lookup_user", {"user_id": "u_004"}, f"toolu_{self.call_number}")
        # The call meets the layers top-down; the first that does not allow decides.
        reached = []
        stopper = None
        for layer in reversed(self.layers):
            reached.append(layer)
            if layer.behaviour != "allow":
                stopper = layer
                break
        for layer in reached:
            layer.calls_seen += 1
        expected_error: type[BaseException] | None = {
            "crash": PreHookError,
            "interrupt": KeyboardInterrupt,
        }.get(stopper.behaviour if stopper else "")
        if expected_error is not None:
            with pytest.raises(expected_error):
                self.dispatcher.call_tool(block)
            self._assert_last_status(reached, "hook_failed" if stopper else "")
            return
        result = self.dispatcher.call_tool(block)
        assert result["tool_use_id"] == block["id"]
        if stopper is not None:  # a denial
            assert is_blocked(result)
            assert stopper.name in result["content"]
            self._assert_last_status([stopper], "denied")
        else:
            self.expected_runs += 1
            assert result["content"] == "ran"
            self._assert_last_status(reached, "ok")

    @staticmethod
    def _assert_last_status(layers: list[Layer], status: str) -> None:
        """The stopping layer (listed last) records the status; a Pre crash also above it."""
        if not layers:
            return
        last = json.loads(layers[-1].audit.lines[-1])
        assert last["status"] == status
        if status == "hook_failed" and "broken" in str(last["problem"]):
            for layer in layers[:-1]:
                assert json.loads(layer.audit.lines[-1])["status"] == "hook_failed"

    @invariant()
    def the_tool_ran_only_for_calls_every_layer_allowed(self) -> None:
        assert len(self.tool.calls) == self.expected_runs

    @invariant()
    def each_layer_audited_each_call_that_reached_it_once(self) -> None:
        for layer in self.layers:
            records = [json.loads(line) for line in layer.audit.lines]
            assert len(records) == layer.calls_seen
            assert len({record["tool_use_id"] for record in records}) == len(records)

    @invariant()
    def with_no_layer_the_class_method_is_back(self) -> None:
        if not self.layers:
            assert "call_tool" not in vars(self.dispatcher)
            own: Any = self.dispatcher.call_tool
            assert own.__func__ is Dispatcher.call_tool


StackedInstalls.TestCase.settings = settings(max_examples=60, stateful_step_count=25, deadline=None)
test_stacked_installs = StackedInstalls.TestCase
