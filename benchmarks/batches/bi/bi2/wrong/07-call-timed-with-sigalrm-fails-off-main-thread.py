# Wrong: "Returns: one plain dict ..." for any turn. Each call runs under a one-hour SIGALRM
# safety timer; signal.signal only works in the main thread, so answer_turn called from a
# worker thread (e.g. threading.Thread(target=answer_turn, args=(call_tool, [tool_use block])))
# raises ValueError instead of answering. In the main thread it behaves.
import signal


def _timed_out(signum, frame):
    raise TimeoutError("the tool call took more than an hour")


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        previous = signal.signal(signal.SIGALRM, _timed_out)
        signal.alarm(3600)
        try:
            results.append(call_tool(block))
        except Exception as exc:
            results.append(
                {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                 "content": f"Tool call failed ({type(exc).__name__}): {exc}"}
            )
        finally:
            signal.alarm(0)
            signal.signal(signal.SIGALRM, previous)
    return {"role": "user", "content": results}
