# Breaks: "Only an `Exception` is answered: a `KeyboardInterrupt`, `SystemExit` or
# `asyncio.CancelledError` propagates as it is". The interrupt is re-raised as a new
# TurnInterrupted (a KeyboardInterrupt subclass) carrying the results so far. Input: call_tool
# raising KeyboardInterrupt() -> a different exception object (TurnInterrupted), not that one.
class TurnInterrupted(KeyboardInterrupt):
    """Ctrl-C during a turn, with the results answered before it (to resume from)."""

    def __init__(self, partial):
        super().__init__(f"interrupted after {len(partial)} tool result(s)")
        self.partial = partial


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"the call failed with {type(exc).__name__}: {exc}"})
        except (KeyboardInterrupt, SystemExit) as stop:
            if isinstance(stop, KeyboardInterrupt):
                raise TurnInterrupted(list(results)) from stop
            raise
    return {"role": "user", "content": results}
