# Breaks: "Only an `Exception` is answered: a `KeyboardInterrupt`, `SystemExit` or
# `asyncio.CancelledError` propagates as it is, and no block after it runs". Only the well-known
# BaseExceptions are let through: a call_tool raising `class Abort(BaseException)` is answered
# as an is_error result and the next blocks run.
import asyncio

_FATAL = (KeyboardInterrupt, SystemExit, asyncio.CancelledError, GeneratorExit)


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except _FATAL:
            raise
        except BaseException as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                            "content": f"{type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
