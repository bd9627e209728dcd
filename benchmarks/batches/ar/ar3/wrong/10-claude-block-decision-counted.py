# Breaks: "What a hook returns is ignored". Claude Code habit: a PostToolUse hook that answers
# {"decision": "block", "reason": ...} is treated as a failed hook and reported.
# Input: hooks=[lambda e: {"decision": "block", "reason": "lint failed"}]: returns 1 and calls report once;
# the text wants 0 and no report.
def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            answer = hook(event)
        except Exception as exc:
            failures += 1
            report(hook, exc)
            continue
        if isinstance(answer, dict) and answer.get("decision") == "block":
            failures += 1
            report(hook, RuntimeError(str(answer.get("reason") or "hook blocked")))
    return failures
