"""El Gaucho: draft dice to send gauchos after cattle and sell rising or falling herds (rules
reference ``shared/rules/el_gaucho.md``, rule ids EG-x.y)."""
