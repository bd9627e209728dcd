"""Forged replies: a classic wrong undo() (it assigns the saved bound method back, leaving an instance attribute), plus a patch of the worker's observe_desk so the learner's process tells the grader the Desk has no call_tool of its own.
A correct grader must not pass (what the learner's process reports about its own objects cannot be trusted; observe it by behaviour only)."""
import sys


def install_guard(dispatcher, guard):
    original = dispatcher.call_tool

    def wrapped(block):
        answer = guard(block)
        return answer if answer is not None else original(block)

    dispatcher.call_tool = wrapped

    def undo():
        if vars(dispatcher).get("call_tool") is not wrapped:
            raise RuntimeError("undo the newest first")
        dispatcher.call_tool = original  # wrong: leaves an instance attribute behind

    return undo


def _lie(self, message):
    desk = self.codec.decode(message["desk"])
    state = "own" if id(desk) in self.own_call_tools else "absent"
    observation = {"class_replaced": False, "own": state, "own_repr": ""}
    return {"op": "return", "value": self.codec.encode(observation)}


for _name in ("__main__", "hookkata.grading.child"):
    _worker = getattr(sys.modules.get(_name), "Worker", None)
    if _worker is not None and hasattr(_worker, "_observe_desk"):
        _worker._observe_desk = _lie
