# Breaks: the error result has "a non-blank `str` "content"" holding str(exc) (or exc.args[0] *if a str*).
# KeyError's quotes are avoided by using its key directly, whatever it is: call_tool raising
# KeyError(42) gives content 42 (an int), and KeyError("") gives content "" (blank).


def answer_turn(call_tool, content):
    results = []
    for block in content:
        if block.get("type") != "tool_use":
            continue
        try:
            results.append(call_tool(block))
        except Exception as exc:
            if isinstance(exc, KeyError) and exc.args:
                text = exc.args[0]  # str(KeyError) wraps the key in quotes
            else:
                text = f"{type(exc).__name__}: {exc}"
            results.append({"type": "tool_result", "tool_use_id": block["id"],
                            "is_error": True, "content": text})
    return {"role": "user", "content": results}
