# Breaks: "Every Exception counts, of any built-in kind": an ImportError is read as "an
# optional exporter is not installed, the hook is switched off" and not counted. Input: a hook
# doing `import opentelemetry_not_installed` (ModuleNotFoundError): returns 0, report never
# called; it must return 1 and report the ModuleNotFoundError.
def run_observers(hooks, event, report):
    """Run PostToolUse or Stop hooks: every one runs, failures are reported, none escapes."""
    failed = 0
    for hook in hooks:
        try:
            hook(event)
        except ImportError:
            continue  # optional dependency missing: the hook is simply off
        except Exception as exc:
            failed += 1
            report(hook, exc)
    return failed
