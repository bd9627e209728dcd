# Breaks "Every Exception counts ... (a raised Warning too ...)": a raised Warning of any
# kind is let go as "only a warning"; a hook doing raise UserWarning("slow sink") is neither
# counted nor reported (returns 0).
def run_observers(hooks, event, report):
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except Warning:
            continue
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
