# Wrong: breaks "Every Exception counts ... Only an Exception is caught and counted ...; nothing
# else is raised". A hook raising SyntaxError (e.g. it compiles a broken template with
# compile()) is taken for a bug in the hook's code and re-raised: run_observers([bad_template],
# "e", r) raises SyntaxError instead of reporting it and returning 1.
def run_observers(hooks, event, report):
    failures = 0
    for hook in hooks:
        try:
            hook(event)
        except SyntaxError:
            raise  # broken code, not a runtime failure: surface it
        except Exception as exc:  # noqa: BLE001
            failures += 1
            report(hook, exc)
    return failures
