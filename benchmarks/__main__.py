"""``python -m benchmarks``: run every benchmark and print the numbers."""

import sys

from benchmarks.run import main

sys.exit(main())
