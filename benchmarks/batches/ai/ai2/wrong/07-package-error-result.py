# Wrong: breaks 'a non-blank str "content" ... str(exc) alone may be "" or only whitespace'. The
# package's error_result(id, str(exc)) is reused: call_tool raising ValueError() makes error_result
# raise ResultError inside the handler, so answer_turn raises and later blocks never run;
# ValueError("   ") gives the blank content "   ". Exceptions with a message come out right.
from toolhooks.results import error_result


def answer_turn(call_tool, content):
    """The user message that answers every tool_use of one assistant turn."""
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(dict(call_tool(block)))
        except Exception as exc:
            results.append(error_result(block["id"], str(exc)))
    return {"role": "user", "content": results}
