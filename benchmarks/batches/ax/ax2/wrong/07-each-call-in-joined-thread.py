# Breaks: "Only an `Exception` is answered: a `KeyboardInterrupt`, `SystemExit` or
# `asyncio.CancelledError` propagates as it is, and no block after it runs". Each call runs in a
# watchdog thread that captures only Exception; a KeyboardInterrupt dies in that thread and the turn
# answers the block with "KeyError: 'result'" and runs the next block. Input: def call_tool(b): raise KeyboardInterrupt
import threading


def _run_isolated(call_tool, block):
    box = {}

    def target():
        try:
            box["result"] = call_tool(block)
        except Exception as exc:  # a crashing tool must not take the agent down
            box["error"] = exc

    worker = threading.Thread(target=target, name="tool-call", daemon=True)
    worker.start()
    worker.join()
    if "error" in box:
        raise box["error"]
    return box["result"]


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(_run_isolated(call_tool, block))
        except Exception as exc:
            results.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"the call failed with {type(exc).__name__}: {exc}",
            })
    return {"role": "user", "content": results}
