# Breaks: "a KeyboardInterrupt, SystemExit or asyncio.CancelledError propagates as it is".
# A SystemExit is logged and re-issued with sys.exit(code): a new exception object, not the one
# call_tool raised. Input: call_tool raising SystemExit(3) -> a different SystemExit(3) propagates.
import sys


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(dict(call_tool(block)))
        except SystemExit as stop:
            print(f"tool {block.get('name')!r} asked to exit ({stop.code!r})", file=sys.stderr)
            sys.exit(stop.code)
        except Exception as exc:
            message = str(exc)
            results.append({
                "type": "tool_result",
                "tool_use_id": block["id"],
                "is_error": True,
                "content": f"{type(exc).__name__}: {message}" if message else type(exc).__name__,
            })
    return {"role": "user", "content": results}
