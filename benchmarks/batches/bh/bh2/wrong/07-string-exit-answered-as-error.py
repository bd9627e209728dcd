# Breaks: "Only an Exception is answered: a KeyboardInterrupt, SystemExit ... propagates as it is,
# and no block after it runs". A tool that calls sys.exit("config file missing") (SystemExit with
# a str code: "an error exit with a message") is answered as an is_error result and the next
# blocks still run; SystemExit(0) or SystemExit(2) propagate as they should.


def _error(block, text):
    return {"type": "tool_result", "tool_use_id": block["id"], "is_error": True, "content": text}


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except SystemExit as stop:
            if not isinstance(stop.code, str):
                raise
            results.append(_error(block, f"the tool exited: {stop.code}"))
        except Exception as exc:
            results.append(_error(block, f"{type(exc).__name__}: {exc}"))
    return {"role": "user", "content": results}
