import { useLocation } from 'react-router-dom';
import ContentPage from './ContentPage';
import FaqDetailPage from './FaqDetailPage';
import FaqHomePage from './FaqHomePage';
import FaqVideoPage from './FaqVideoPage';
import FeedbackPage from './FeedbackPage';
import FramePage from './FramePage';
import MenuPage from './MenuPage';
import NewsPage from './NewsPage';
import SupportPage from './SupportPage';

/**
 * Every help and content page in one chunk, chosen by the path: each route of the main bundle's table costs
 * its own loader, props and preload list on the first route (DESIGN.md §8), and these pages are small and
 * read together.
 */
export default function HelpPage() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/+$/, '');
  switch (path) {
    case '/faq/home':
      return <FaqHomePage />;
    case '/faq/detail':
      return <FaqDetailPage />;
    case '/faq/video':
      return <FaqVideoPage />;
    case '/support':
      return <SupportPage />;
    case '/feedback':
      return <FeedbackPage />;
    case '/privacy':
      return <ContentPage page="privacy" />;
    case '/about':
      return <ContentPage page="about" />;
    case '/spei-announce':
      return <ContentPage page="spei-announce" />;
    case '/news':
      return <NewsPage kind="news" />;
    case '/announcement':
      return <NewsPage kind="announcement" />;
    case '/more':
      return <MenuPage more />;
    case '/iframe':
      return <FramePage mode="iframe" />;
    case '/link':
      return <FramePage mode="link" />;
    case '/html':
      return <FramePage mode="html" />;
    default:
      return <MenuPage />;
  }
}
