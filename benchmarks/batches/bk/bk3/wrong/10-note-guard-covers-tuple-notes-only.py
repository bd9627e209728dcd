# Breaks Exercise 10: "never raise" / "nothing else is raised" (a note "is not graded").
# Guards add_note only against the tuple __notes__ the text names. Input: a hook raising an
# instance of class Frozen(Exception) whose __setattr__ raises AttributeError (a frozen,
# attrs-style exception): add_note raises, and run_observers raises instead of returning 1.
def run_observers(hooks, event, report):
    failures = 0
    for position, hook in enumerate(hooks):
        try:
            hook(event)
        except Exception as exc:
            failures += 1
            if not isinstance(getattr(exc, "__notes__", None), tuple):
                exc.add_note(f"observer #{position} failed")
            report(hook, exc)
    return failures
