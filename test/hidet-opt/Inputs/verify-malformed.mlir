func.func @f() {
  // expected-error {{no closing braces
  // expected-error @sideways {{bad designator}}
  // expected-error @+ {{no count}}
  // expected-remark nothing here
  // expected-error @-10 {{before the file}}
  // expected-error-re {{bad {{[}}}}
  // expected-error @+1 {{fine}} expected-error {{ignored: the first message runs to the last braces}}
  return
}
