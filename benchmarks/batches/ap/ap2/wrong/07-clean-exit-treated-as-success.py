# Wrong: breaks "Only an Exception is answered: a KeyboardInterrupt, SystemExit ... propagates as
# it is, and no block after it runs": a tool that calls sys.exit(0) (or sys.exit()) is read as a
# CLI that finished fine and is answered. Input: call_tool raising SystemExit(0) on the first of
# two tool_use blocks -> a message comes back and the second block runs.
def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block["type"] != "tool_use":
            continue
        try:
            results.append(dict(call_tool(block)))
        except SystemExit as stop:
            if stop.code not in (None, 0):  # a real failure exit: let it through
                raise
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "content": "(the tool exited without output)"})
        except Exception as exc:
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True,
                            "content": f"The call failed with {type(exc).__name__}: {exc}"})
    return {"role": "user", "content": results}
