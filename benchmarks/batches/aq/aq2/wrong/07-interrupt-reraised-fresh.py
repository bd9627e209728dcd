# Breaks: "a KeyboardInterrupt, SystemExit or asyncio.CancelledError propagates as it is". The stop is
# re-raised as a new instance of its class, without the tool's traceback: a call_tool raising
# interrupt = KeyboardInterrupt() lets a different KeyboardInterrupt object out (not `interrupt`).
import asyncio


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            result = dict(call_tool(block))
        except (KeyboardInterrupt, SystemExit, asyncio.CancelledError) as stop:
            raise type(stop)(*stop.args) from None  # a clean stop, not the tool's stack
        except Exception as exc:
            result = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                      "content": f"{type(exc).__name__}: {exc}"}
        results.append(result)
    return {"role": "user", "content": results}
