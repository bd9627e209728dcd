# Breaks: "with call_tool ... called once per block". Any exception whose class name says
# "RateLimit" (anthropic.RateLimitError, a tool's own RateLimitError) is retried up to twice:
# class RateLimitError(Exception), raised on the first call -> call_tool runs 2 times for 1 block.
import time


def _failure_text(exc):
    message = str(exc)
    return f"{type(exc).__name__}: {message}" if message.strip() else type(exc).__name__


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        for attempt in range(3):
            try:
                results.append(call_tool(block))
            except Exception as exc:
                if "RateLimit" in type(exc).__name__ and attempt < 2:
                    time.sleep(min(float(getattr(exc, "retry_after", 0) or 0), 0.01))
                    continue
                results.append({"type": "tool_result", "tool_use_id": block["id"],
                                "is_error": True, "content": _failure_text(exc)})
            break
    return {"role": "user", "content": results}
