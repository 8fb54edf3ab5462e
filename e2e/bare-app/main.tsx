// The smallest app on this stack (React, ReactDOM, react-router-dom, styled-components), built by Vite:
// the bundle budget's baseline (e2e/bundle-budget.spec.ts). Not part of the product.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';

const Title = styled.h1`
  color: rebeccapurple;
`;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <nav>
        <Link to="/">Home</Link> <Link to="/about">About</Link>
      </nav>
      <Routes>
        <Route path="/" element={<Title>Home</Title>} />
        <Route path="/about" element={<Title>About</Title>} />
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
