# Breaks "When `call_tool` raises an `Exception` (any class ...), its place holds a dict"
# (only an exception whose str() raises is not graded): a debug line prints the exception
# with !r, so one whose __repr__ raises escapes. Input: call_tool raising an instance of
# `class Odd(Exception): def __repr__(self): raise RuntimeError("no repr")` with message
# "disk quota" -> RuntimeError propagates instead of an is_error result.
import sys


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            print(f"tool call {block.get('id')} failed: {exc!r}", file=sys.stderr)
            message = str(exc)
            text = f"{type(exc).__name__}: {message}" if message.strip() else f"{type(exc).__name__} (no message)"
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text})
    return {"role": "user", "content": results}
