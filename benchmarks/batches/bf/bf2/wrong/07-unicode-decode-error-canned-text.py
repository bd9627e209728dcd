# Breaks: the error content must be "holding its message as it is, str(exc) (or exc.args[0] if a
# str) ... when it has one". A UnicodeDecodeError gets a canned sentence instead.
# Input: call_tool raising b"\xff".decode("utf-8") (str: "'utf-8' codec can't decode byte 0xff in
# position 0: invalid start byte", args[0] "utf-8") gives content holding neither.


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    out = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            out.append(call_tool(block))
        except UnicodeDecodeError:
            out.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                        "content": "The tool's output could not be decoded as text."})
        except Exception as exc:
            out.append({"type": "tool_result", "tool_use_id": block["id"], "is_error": True,
                        "content": f"The tool failed: {exc}" if str(exc).strip()
                        else f"The tool failed ({type(exc).__name__})."})
    return {"role": "user", "content": out}
