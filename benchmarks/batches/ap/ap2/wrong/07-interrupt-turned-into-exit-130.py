# Wrong: breaks "a KeyboardInterrupt, SystemExit or asyncio.CancelledError propagates as it is":
# Ctrl-C in a tool is turned into SystemExit(130), the shell's exit status for SIGINT.
# Input: call_tool raising KeyboardInterrupt() -> SystemExit(130) propagates instead of that very
# KeyboardInterrupt.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            result = call_tool(block)
        except KeyboardInterrupt:
            raise SystemExit(130) from None  # stop the agent the way a CLI would
        except Exception as exc:
            result = {"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                      "content": f"The call failed with {type(exc).__name__}: {exc}"}
        results.append(dict(result))
    return {"role": "user", "content": results}
