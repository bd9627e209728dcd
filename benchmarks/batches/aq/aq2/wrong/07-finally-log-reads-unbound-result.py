# Breaks: "a KeyboardInterrupt, SystemExit or asyncio.CancelledError propagates as it is". A timing log
# in `finally` reads `result`, which is unbound when the very first call is interrupted: a turn whose
# first call_tool raises KeyboardInterrupt raises UnboundLocalError instead (on a later block the
# stale result is logged and the interrupt does get through).
import time

CALL_LOG = []  # (tool_use_id, is_error, seconds) for every call answered


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        started = time.monotonic()
        try:
            result = dict(call_tool(block))
        except Exception as exc:
            result = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                      "content": f"{type(exc).__name__}: {exc}"}
        finally:
            CALL_LOG.append((block["id"], result.get("is_error", False), time.monotonic() - started))
        results.append(result)
    return {"role": "user", "content": results}
